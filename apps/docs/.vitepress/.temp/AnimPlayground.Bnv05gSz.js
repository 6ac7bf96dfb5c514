var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
import { defineComponent, shallowRef, ref, computed, watch, nextTick, onMounted, onBeforeUnmount, mergeProps, useSSRContext } from "vue";
import { ssrRenderAttrs, ssrRenderClass, ssrInterpolate, ssrIncludeBooleanAttr, ssrRenderList, ssrRenderAttr, ssrLooseContain, ssrLooseEqual } from "vue/server-renderer";
import uPlot from "uplot";
function clipRange(clip) {
  let start = Infinity;
  let end = -Infinity;
  for (const t of clip.tracks) {
    const count = t.times.length;
    if (count === 0)
      continue;
    start = Math.min(start, t.times[0]);
    end = Math.max(end, t.times[count - 1]);
  }
  if (start === Infinity)
    return [0, clip.duration ?? 0];
  if (clip.duration !== void 0)
    end = Math.max(end, clip.duration);
  return [start, end];
}
function solveCubicTime(A, B, C, s, low = 0, high = 1, start = s) {
  if (!(s > 0))
    return 0;
  if (s >= 1)
    return 1;
  let lo = low;
  let hi = high;
  let u = start;
  for (let i = 0; i < 100; i++) {
    const x = ((A * u + B) * u + C) * u - s;
    if (x === 0)
      return u;
    if (x < 0)
      lo = u;
    else
      hi = u;
    const d = (3 * A * u + 2 * B) * u + C;
    const step = x / d;
    let next = u - step;
    if (!(next > lo && next < hi))
      next = 0.5 * (lo + hi);
    else if (step * step * Math.abs(6 * A * u + 2 * B) <= 2e-17 * Math.abs(d))
      return next;
    if (Math.abs(next - u) <= 1e-16 || next === lo || next === hi)
      return next;
    u = next;
  }
  return u;
}
const clamped = new Float64Array(3);
function clampHandles(a, b, into = clamped) {
  let ca = a > 0 ? a : 0;
  let cb = b > 0 ? b : 0;
  let scale = 1;
  const sum = ca + cb;
  if (sum > 1) {
    const ab = ca * cb;
    const over = sum - 1;
    if (over * over > ab) {
      scale = (sum + Math.sqrt(ab)) / (ca * ca + ab + cb * cb);
      ca *= scale;
      cb *= scale;
    }
  }
  into[0] = ca;
  into[1] = cb;
  return scale;
}
function wrapTime(t, first, last, mode, into) {
  const range = last - first;
  const after = t > last;
  const ratio = after ? (t - last) / range : (first - t) / range;
  const whole = Math.trunc(ratio);
  const cycles = whole + 1;
  const f = range * (ratio - whole);
  let time;
  if (mode === "oscillate") {
    const odd = cycles % 2 === 1;
    time = after === odd ? last - f : first + f;
  } else {
    time = after ? first + f : last - f;
  }
  into.time = time < first ? first : time > last ? last : time;
  into.cycles = mode === "cycleOffset" ? after ? cycles : -cycles : 0;
  return into;
}
function slerpInto(out, io, a, ia, b, ib, s) {
  const ax = a[ia];
  const ay = a[ia + 1];
  const az = a[ia + 2];
  const aw = a[ia + 3];
  let bx = b[ib];
  let by = b[ib + 1];
  let bz = b[ib + 2];
  let bw = b[ib + 3];
  if (ax * bx + ay * by + az * bz + aw * bw < 0) {
    bx = -bx;
    by = -by;
    bz = -bz;
    bw = -bw;
  }
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const dw = bw - aw;
  const sx = bx + ax;
  const sy = by + ay;
  const sz = bz + az;
  const sw = bw + aw;
  const theta = 2 * Math.atan2(Math.sqrt(dx * dx + dy * dy + dz * dz + dw * dw), Math.sqrt(sx * sx + sy * sy + sz * sz + sw * sw));
  let w0;
  let w1;
  if (theta < 1e-6) {
    const t2 = theta * theta / 6;
    w0 = (1 - s) * (1 - ((1 - s) * (1 - s) - 1) * t2);
    w1 = s * (1 - (s * s - 1) * t2);
  } else {
    const inv = 1 / Math.sin(theta);
    w0 = s === 0 ? 1 : Math.sin((1 - s) * theta) * inv;
    w1 = Math.sin(s * theta) * inv;
  }
  out[io] = w0 * ax + w1 * bx;
  out[io + 1] = w0 * ay + w1 * by;
  out[io + 2] = w0 * az + w1 * bz;
  out[io + 3] = w0 * aw + w1 * bw;
}
function normalizeQuatInto(out, io) {
  const x = out[io];
  const y = out[io + 1];
  const z = out[io + 2];
  const w = out[io + 3];
  const len = Math.sqrt(x * x + y * y + z * z + w * w);
  if (len === 0) {
    out[io] = 0;
    out[io + 1] = 0;
    out[io + 2] = 0;
    out[io + 3] = 1;
    return;
  }
  if (len === 1)
    return;
  out[io] = x / len;
  out[io + 1] = y / len;
  out[io + 2] = z / len;
  out[io + 3] = w / len;
}
function endSlope(track, side, c) {
  const { times, values, interpolation, inHandles, outHandles } = track;
  const n = track.components;
  const count = times.length;
  if (count === 0)
    return 0;
  const end = side === "pre" ? 0 : count - 1;
  const own = side === "pre" ? inHandles : outHandles;
  if (own !== void 0) {
    const dt = own[(end * n + c) * 2];
    if (dt !== 0)
      return own[(end * n + c) * 2 + 1] / dt;
  }
  if (count < 2)
    return 0;
  const seg = side === "pre" ? 0 : count - 2;
  const code = interpolation[seg];
  if (code === 0)
    return 0;
  if (code === 2) {
    const inner = side === "pre" ? outHandles : inHandles;
    if (inner !== void 0) {
      const dt = inner[(end * n + c) * 2];
      if (dt !== 0)
        return inner[(end * n + c) * 2 + 1] / dt;
    }
  }
  const span = times[seg + 1] - times[seg];
  return span > 0 ? (values[(seg + 1) * n + c] - values[seg * n + c]) / span : 0;
}
const TABLE_SIZE = 9;
const HOLD = 0;
const LERP = 1;
const CUBIC = 2;
const SLERP = 3;
class TrackSampler {
  constructor(track) {
    __publicField(this, "track");
    __publicField(this, "cursor", 0);
    __publicField(this, "wrapped", { time: 0, cycles: 0 });
    // The cached segment [segStart, segEnd): how to draw it and its coefficients.
    __publicField(this, "segStart", NaN);
    __publicField(this, "segEnd", NaN);
    __publicField(this, "segIndex", 0);
    __publicField(this, "segInv", 0);
    __publicField(this, "segMode", HOLD);
    __publicField(this, "segNormalize", false);
    /** Per component: value coefficients (HOLD: v; LERP: v0, v1 − v0; CUBIC: power basis in u). */
    __publicField(this, "coef");
    /** Per component (CUBIC): x(u) = ((A·u + B)·u + C)·u; `timeLinear` marks x(u) = u. */
    __publicField(this, "timeCoef");
    __publicField(this, "timeLinear");
    /** Per component (CUBIC, not time-linear): x(i/8) for i = 0…8, to start the time solve close to the root. */
    __publicField(this, "timeTable");
    /** The component count the sampler's buffers were sized for. */
    __publicField(this, "components");
    this.track = track;
    this.components = track.components;
    this.coef = new Float64Array(track.components * 4);
    this.timeCoef = new Float64Array(track.components * 3);
    this.timeLinear = new Uint8Array(track.components);
    this.timeTable = new Float64Array(track.components * TABLE_SIZE);
  }
  /** Forgets the cached segment (call after editing the track's arrays in place). */
  reset() {
    this.segStart = NaN;
    this.segEnd = NaN;
    this.cursor = 0;
  }
  evaluate(t, out = new Float64Array(this.track.components), offset = 0) {
    if (t >= this.segStart && t < this.segEnd) {
      this.draw(t, out, offset);
      return out;
    }
    const track = this.track;
    const times = track.times;
    const count = times.length;
    if (count > 1) {
      const first = times[0];
      const last = times[count - 1];
      if (t >= first && t < last) {
        this.enter(this.find(t));
        this.draw(t, out, offset);
      } else if (t < first || t > last) {
        this.outside(t, t < first, first, last, out, offset);
      } else if (t === last) {
        this.key(count - 1, out, offset);
      } else {
        for (let c = 0; c < track.components; c++)
          out[offset + c] = NaN;
      }
      return out;
    }
    if (count === 1) {
      this.key(0, out, offset);
      return out;
    }
    for (let c = 0; c < track.components; c++)
      out[offset + c] = 0;
    if (track.valueType === "quat")
      out[offset + 3] = 1;
    return out;
  }
  /**
   * Evaluates at every time in `times` (seconds; ascending is fastest) into `out`, packed as
   * `times.length × components` numbers (`out[i * components + c]`); identical to calling
   * {@link TrackSampler.evaluate} at each time, with a tighter loop for one-component tracks.
   */
  sampleInto(times, out = new Float64Array(times.length * this.track.components)) {
    const n = this.track.components;
    const len = times.length;
    if (n !== 1) {
      for (let i2 = 0; i2 < len; i2++)
        this.evaluate(times[i2], out, i2 * n);
      return out;
    }
    const coef = this.coef;
    let i = 0;
    while (i < len) {
      this.evaluate(times[i], out, i);
      i++;
      const start = this.segStart;
      const end = this.segEnd;
      const inv = this.segInv;
      const c0 = coef[0];
      const c1 = coef[1];
      const c2 = coef[2];
      const c3 = coef[3];
      if (this.segMode === LERP) {
        for (; i < len; i++) {
          const t = times[i];
          if (!(t >= start && t < end))
            break;
          out[i] = c0 + c1 * ((t - start) * inv);
        }
      } else if (this.segMode === CUBIC) {
        const linear = this.timeLinear[0] === 1;
        for (; i < len; i++) {
          const t = times[i];
          if (!(t >= start && t < end))
            break;
          const s = (t - start) * inv;
          const u = linear ? s : this.solve(0, s);
          out[i] = c0 + u * (c1 + u * (c2 + u * c3));
        }
      } else if (this.segMode === HOLD) {
        for (; i < len; i++) {
          const t = times[i];
          if (!(t >= start && t < end))
            break;
          out[i] = c0;
        }
      }
    }
    return out;
  }
  /** Index k of the segment holding t (times[k] ≤ t < times[k+1]); requires first ≤ t < last. */
  find(t) {
    const times = this.track.times;
    const count = times.length;
    const k = this.cursor;
    if (k < count - 1 && times[k] <= t) {
      if (t < times[k + 1])
        return k;
      if (k + 2 < count && t < times[k + 2]) {
        this.cursor = k + 1;
        return k + 1;
      }
    }
    let lo = 0;
    let hi = count - 1;
    while (hi - lo > 1) {
      const mid = lo + hi >>> 1;
      if (times[mid] <= t)
        lo = mid;
      else
        hi = mid;
    }
    this.cursor = lo;
    return lo;
  }
  /** Copies key k's value (normalised for nlerp quaternion tracks). */
  key(k, out, offset) {
    const { values, components: n } = this.track;
    for (let c = 0; c < n; c++)
      out[offset + c] = values[k * n + c];
    if (this.track.valueType === "quat" && this.track.quatBlend === "nlerp")
      normalizeQuatInto(out, offset);
  }
  /** Caches segment k (times[k] < times[k+1]): mode and coefficients. */
  enter(k) {
    const track = this.track;
    const { times, values, components: n, inHandles, outHandles } = track;
    const code = track.interpolation[k];
    const type = track.valueType;
    const t0 = times[k];
    const t1 = times[k + 1];
    const span = t1 - t0;
    const coef = this.coef;
    const quat = type === "quat";
    this.segStart = t0;
    this.segEnd = t1;
    this.segIndex = k;
    this.segInv = 1 / span;
    this.segNormalize = quat && (code === 2 || track.quatBlend === "nlerp");
    if (code === 0 || type === "bool" || type === "int" || type === "string") {
      this.segMode = HOLD;
      for (let c = 0; c < n; c++)
        coef[c * 4] = values[k * n + c];
    } else if (quat && code === 1 && track.quatBlend !== "nlerp") {
      this.segMode = SLERP;
    } else if (code === 2 && inHandles !== void 0 && outHandles !== void 0) {
      this.segMode = CUBIC;
      const ab = scratch;
      for (let c = 0; c < n; c++) {
        const i0 = k * n + c;
        const i1 = i0 + n;
        const scale = clampHandles(outHandles[i0 * 2] / span, -inHandles[i1 * 2] / span, ab);
        const a = ab[0];
        const b = ab[1];
        const y0 = values[i0];
        const y3 = values[i1];
        const y1 = y0 + outHandles[i0 * 2 + 1] * scale;
        const y2 = y3 + inHandles[i1 * 2 + 1] * scale;
        coef[c * 4] = y0;
        coef[c * 4 + 1] = 3 * (y1 - y0);
        coef[c * 4 + 2] = 3 * (y2 - 2 * y1 + y0);
        coef[c * 4 + 3] = y3 - y0 + 3 * (y1 - y2);
        const A = 3 * a + 3 * b - 2;
        const B = 3 - 3 * b - 6 * a;
        const C = 3 * a;
        this.timeCoef[c * 3] = A;
        this.timeCoef[c * 3 + 1] = B;
        this.timeCoef[c * 3 + 2] = C;
        const linear = Math.abs(a - 1 / 3) <= 1e-14 && Math.abs(b - 1 / 3) <= 1e-14;
        this.timeLinear[c] = linear ? 1 : 0;
        if (!linear) {
          for (let i = 0; i < TABLE_SIZE; i++) {
            const u = i / (TABLE_SIZE - 1);
            this.timeTable[c * TABLE_SIZE + i] = ((A * u + B) * u + C) * u;
          }
        }
      }
    } else {
      this.segMode = LERP;
      for (let c = 0; c < n; c++) {
        const v0 = values[k * n + c];
        coef[c * 4] = v0;
        coef[c * 4 + 1] = values[k * n + n + c] - v0;
      }
    }
  }
  /** The parameter u of component c's cached Bézier at normalised time s, started from the table. */
  solve(c, s) {
    if (!(s > 0))
      return 0;
    const table = this.timeTable;
    const base = c * TABLE_SIZE;
    const last = TABLE_SIZE - 2;
    let i = Math.min(last, Math.floor(s * (TABLE_SIZE - 1)));
    while (i > 0 && table[base + i] > s)
      i--;
    while (i < last && table[base + i + 1] <= s)
      i++;
    const x0 = table[base + i];
    const x1 = table[base + i + 1];
    const step = 1 / (TABLE_SIZE - 1);
    const start = x1 > x0 ? (i + (s - x0) / (x1 - x0)) * step : i * step;
    return solveCubicTime(this.timeCoef[c * 3], this.timeCoef[c * 3 + 1], this.timeCoef[c * 3 + 2], s, i * step, (i + 1) * step, start);
  }
  /** Draws the cached segment at t (segStart ≤ t < segEnd). */
  draw(t, out, offset) {
    const n = this.track.components;
    const coef = this.coef;
    const s = (t - this.segStart) * this.segInv;
    switch (this.segMode) {
      case HOLD:
        for (let c = 0; c < n; c++)
          out[offset + c] = coef[c * 4];
        break;
      case LERP:
        for (let c = 0; c < n; c++)
          out[offset + c] = coef[c * 4] + coef[c * 4 + 1] * s;
        break;
      case CUBIC:
        for (let c = 0; c < n; c++) {
          const u = this.timeLinear[c] === 1 ? s : this.solve(c, s);
          const i = c * 4;
          out[offset + c] = coef[i] + u * (coef[i + 1] + u * (coef[i + 2] + u * coef[i + 3]));
        }
        break;
      default: {
        const k = this.segIndex;
        slerpInto(out, offset, this.track.values, k * 4, this.track.values, k * 4 + 4, s);
        return;
      }
    }
    if (this.segNormalize)
      normalizeQuatInto(out, offset);
  }
  /** Evaluates the interior time t (first ≤ t < last). */
  interior(t, out, offset) {
    if (!(t >= this.segStart && t < this.segEnd))
      this.enter(this.find(t));
    this.draw(t, out, offset);
  }
  /** Pre/post extrapolation; requires two or more keys and t outside [first, last]. */
  outside(t, before, first, last, out, offset) {
    const track = this.track;
    const mode = before ? track.preExtrapolation : track.postExtrapolation;
    const count = track.times.length;
    const end = before ? 0 : count - 1;
    const type = track.valueType;
    const additive = type !== "quat" && type !== "bool" && type !== "string";
    if (mode === "constant" || !(last > first) || mode === "linear" && (!additive || type === "int")) {
      this.key(end, out, offset);
      return;
    }
    const n = track.components;
    const values = track.values;
    if (mode === "linear") {
      const dt = t - (before ? first : last);
      for (let c = 0; c < n; c++) {
        const slope = endSlope(track, before ? "pre" : "post", c);
        out[offset + c] = slope === 0 ? values[end * n + c] : values[end * n + c] + slope * dt;
      }
      return;
    }
    const w = wrapTime(t, first, last, mode, this.wrapped);
    if (w.time >= last)
      this.key(count - 1, out, offset);
    else
      this.interior(w.time, out, offset);
    if (w.cycles !== 0 && additive) {
      for (let c = 0; c < n; c++)
        out[offset + c] = out[offset + c] + w.cycles * (values[(count - 1) * n + c] - values[c]);
    }
  }
}
const scratch = new Float64Array(2);
function sample(track, times, out) {
  return new TrackSampler(track).sampleInto(times, out);
}
const componentNames = {
  vec2: ["x", "y"],
  vec3: ["x", "y", "z"],
  vec4: ["x", "y", "z", "w"],
  quat: ["x", "y", "z", "w"],
  color: ["r", "g", "b", "a"]
};
function plotSeries(clip, selected) {
  var _a;
  const out = [];
  for (const trackIndex of selected) {
    const track = clip.tracks[trackIndex];
    if (track === void 0) continue;
    for (let c = 0; c < track.components; c++) {
      const suffix = track.components === 1 ? "" : `.${((_a = componentNames[track.valueType]) == null ? void 0 : _a[c]) ?? String(c)}`;
      out.push({ trackIndex, track, component: c, label: `${track.name}${suffix}` });
    }
  }
  return out;
}
function defaultWindow(clip) {
  const [start, end] = clipRange(clip);
  const span = end - start;
  if (!(span > 0)) return [start - 0.5, start + 0.5];
  const pad = span * 0.05;
  return [start - pad, end + pad];
}
function sampleTimes(series, start, end, count = 600) {
  const set = /* @__PURE__ */ new Set();
  const n = Math.max(2, count);
  for (let i = 0; i < n; i++) set.add(start + (end - start) * i / (n - 1));
  const seen = /* @__PURE__ */ new Set();
  for (const s of series) {
    if (seen.has(s.track)) continue;
    seen.add(s.track);
    for (const t of s.track.times) if (t >= start && t <= end) set.add(t);
  }
  return Float64Array.from([...set].sort((a, b) => a - b));
}
function plotData(series, times) {
  const byTrack = /* @__PURE__ */ new Map();
  const columns = [];
  for (const s of series) {
    let packed = byTrack.get(s.track);
    if (packed === void 0) {
      packed = sample(s.track, times);
      byTrack.set(s.track, packed);
    }
    const n = s.track.components;
    const col = new Float64Array(times.length);
    for (let i = 0; i < times.length; i++) col[i] = packed[i * n + s.component];
    columns.push(col);
  }
  return [times, ...columns];
}
function keyPoints(s) {
  const { times, values, components: n } = s.track;
  const out = [];
  for (let k = 0; k < times.length; k++) out.push([times[k], values[k * n + s.component]]);
  return out;
}
function handlePoints(s, k) {
  const { times, values, components: n, inHandles, outHandles, interpolation } = s.track;
  if (k < 0 || k >= times.length) return null;
  const t = times[k];
  const v = values[k * n + s.component];
  const at = (h) => {
    if (h === void 0) return null;
    const i = (k * n + s.component) * 2;
    const dt = h[i];
    const dv = h[i + 1];
    return dt === 0 && dv === 0 ? null : [t + dt, v + dv];
  };
  const outUsed = k < times.length - 1 && interpolation[k] === 2;
  const inUsed = k > 0 && interpolation[k - 1] === 2;
  return { key: [t, v], in: inUsed ? at(inHandles) : null, out: outUsed ? at(outHandles) : null };
}
function nearestKey(series, x, y, toX, toY, radius = 12) {
  let best = null;
  let bestD = radius * radius;
  series.forEach((s, si) => {
    keyPoints(s).forEach(([t, v], k) => {
      const dx = toX(t) - x;
      const dy = toY(v) - y;
      const d = dx * dx + dy * dy;
      if (d < bestD || best === null && d === bestD) {
        bestD = d;
        best = { series: si, key: k };
      }
    });
  });
  return best;
}
const _sfc_main = /* @__PURE__ */ defineComponent({
  __name: "AnimPlayground",
  __ssrInlineRender: true,
  setup(__props) {
    const palette = ["#2f7ed8", "#e4572e", "#17a589", "#a05fd4", "#f2a541", "#5c6b73", "#d81b60", "#43aa8b"];
    const worker = shallowRef();
    let seq = 0;
    const busy = ref("");
    const dragOver = ref(false);
    const error = ref(null);
    const opened = shallowRef(null);
    const formats = ref([]);
    const readWarnings = ref([]);
    const convertWarnings = ref([]);
    const converted = ref(null);
    const target = ref("");
    const strict = ref(false);
    const selected = ref([]);
    const filter = ref("");
    const selectedKey = ref(null);
    const plotEl = ref();
    ref();
    let plot;
    let series = [];
    let resizeObserver;
    const tracks = computed(() => {
      var _a, _b;
      return ((_b = (_a = opened.value) == null ? void 0 : _a.clip) == null ? void 0 : _b.tracks) ?? [];
    });
    const visibleTracks = computed(() => {
      const f = filter.value.trim().toLowerCase();
      return tracks.value.map((t, i) => ({ t, i })).filter(({ t }) => f === "" || t.name.toLowerCase().includes(f));
    });
    const targets = computed(
      () => formats.value.filter((f) => {
        var _a, _b;
        return f.id === ((_a = opened.value) == null ? void 0 : _a.format.id) || f.fromCore && ((_b = opened.value) == null ? void 0 : _b.clip) != null;
      })
    );
    const keyInfo = computed(() => {
      const sk = selectedKey.value;
      if (sk === null) return null;
      const s = series[sk.series];
      if (s === void 0) return null;
      const h = handlePoints(s, sk.key);
      if (h === null) return null;
      const last = sk.key === s.track.times.length - 1;
      const interp = last ? "last key" : `${["constant", "linear", "bezier"][s.track.interpolation[sk.key] ?? 1] ?? "?"} to the next key`;
      const fmt = (p) => p === null ? "—" : `Δt ${(p[0] - h.key[0]).toFixed(4)} s, Δv ${(p[1] - h.key[1]).toPrecision(5)}`;
      return {
        label: s.label,
        index: sk.key,
        time: h.key[0],
        value: h.key[1],
        interp,
        inHandle: fmt(h.in),
        outHandle: fmt(h.out)
      };
    });
    function onMessage(event) {
      var _a;
      const res = event.data;
      if (res.seq !== seq) return;
      busy.value = "";
      if (res.type === "error") {
        error.value = res.error;
        return;
      }
      error.value = null;
      if (res.type === "opened") {
        formats.value = res.formats;
        readWarnings.value = res.warnings;
        convertWarnings.value = [];
        converted.value = null;
        selectedKey.value = null;
        filter.value = "";
        opened.value = {
          fileName: res.fileName,
          format: res.format,
          detectedBy: res.detectedBy,
          summary: res.summary,
          clip: res.clip,
          clipError: res.clipError,
          parseMs: res.parseMs
        };
        const firstOther = res.formats.find((f) => f.id !== res.format.id && f.fromCore && res.clip !== null);
        target.value = (firstOther ?? res.format).id;
        const count = ((_a = res.clip) == null ? void 0 : _a.tracks.length) ?? 0;
        selected.value = Array.from({ length: Math.min(count, 3) }, (_, i) => i);
        void nextTick(() => {
          rebuildPlot();
        });
      } else {
        convertWarnings.value = res.warnings;
        converted.value = { fileName: res.fileName, size: res.bytes.length, native: res.native };
        download(res.fileName, res.bytes);
      }
    }
    function download(name, bytes) {
      const url = URL.createObjectURL(new Blob([bytes], { type: "application/octet-stream" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => {
        URL.revokeObjectURL(url);
      }, 1e4);
    }
    function destroyPlot() {
      plot == null ? void 0 : plot.destroy();
      plot = void 0;
    }
    function unitLabel() {
      const units = new Set(series.map((s) => s.track.unit));
      return units.size === 1 ? `value (${[...units][0] ?? ""})` : "value";
    }
    let resampling = false;
    function resample(u) {
      const { min, max } = u.scales.x ?? {};
      if (resampling || min === void 0 || max === void 0 || !(max > min)) return;
      resampling = true;
      try {
        const times = sampleTimes(series, min, max, Math.max(200, Math.round(u.width * 1.5)));
        u.setData(plotData(series, times), false);
      } finally {
        resampling = false;
      }
    }
    function drawKeys(u) {
      const ctx = u.ctx;
      const dpr = devicePixelRatio;
      const { left, top, width, height } = u.bbox;
      ctx.save();
      ctx.beginPath();
      ctx.rect(left, top, width, height);
      ctx.clip();
      series.forEach((s2, si) => {
        var _a;
        if (((_a = u.series[si + 1]) == null ? void 0 : _a.show) === false) return;
        const color = palette[si % palette.length];
        ctx.fillStyle = color;
        for (const [t, v] of keyPoints(s2)) {
          const x = u.valToPos(t, "x", true);
          const y = u.valToPos(v, "y", true);
          if (x < left - 5 || x > left + width + 5) continue;
          ctx.beginPath();
          ctx.arc(x, y, 3 * dpr, 0, 2 * Math.PI);
          ctx.fill();
        }
      });
      const sk = selectedKey.value;
      const s = sk === null ? void 0 : series[sk.series];
      if (sk !== null && s !== void 0) {
        const h = handlePoints(s, sk.key);
        if (h !== null) {
          const kx = u.valToPos(h.key[0], "x", true);
          const ky = u.valToPos(h.key[1], "y", true);
          ctx.strokeStyle = "#111";
          ctx.lineWidth = 1.5 * dpr;
          for (const p of [h.in, h.out]) {
            if (p === null) continue;
            const px = u.valToPos(p[0], "x", true);
            const py = u.valToPos(p[1], "y", true);
            ctx.beginPath();
            ctx.moveTo(kx, ky);
            ctx.lineTo(px, py);
            ctx.stroke();
            ctx.fillStyle = "#fff";
            ctx.fillRect(px - 3.5 * dpr, py - 3.5 * dpr, 7 * dpr, 7 * dpr);
            ctx.strokeRect(px - 3.5 * dpr, py - 3.5 * dpr, 7 * dpr, 7 * dpr);
          }
          ctx.beginPath();
          ctx.arc(kx, ky, 6 * dpr, 0, 2 * Math.PI);
          ctx.stroke();
        }
      }
      ctx.restore();
    }
    function rebuildPlot() {
      var _a;
      destroyPlot();
      const clip = (_a = opened.value) == null ? void 0 : _a.clip;
      const el = plotEl.value;
      if (clip == null || el === void 0) return;
      series = plotSeries(clip, selected.value);
      if (selectedKey.value !== null && series[selectedKey.value.series] === void 0) selectedKey.value = null;
      if (series.length === 0) return;
      const [start, end] = defaultWindow(clip);
      const width = Math.max(320, el.clientWidth);
      const times = sampleTimes(series, start, end, Math.round(width * 1.5));
      const opts = {
        width,
        height: 360,
        scales: { x: { time: false } },
        axes: [{ label: "time (s)" }, { label: unitLabel(), size: 60 }],
        series: [
          { label: "time", value: (_u, v) => v == null ? "—" : `${v.toFixed(4)} s` },
          ...series.map((s, i) => ({
            label: s.label,
            stroke: palette[i % palette.length],
            width: 1.5,
            points: { show: false },
            value: (_u, v) => v == null ? "—" : v.toPrecision(6)
          }))
        ],
        cursor: { drag: { x: true, y: false } },
        legend: { live: true },
        hooks: {
          draw: [drawKeys],
          setScale: [
            (u, key) => {
              if (key === "x") resample(u);
            }
          ]
        }
      };
      plot = new uPlot(opts, plotData(series, times), el);
      resizeObserver == null ? void 0 : resizeObserver.observe(el);
      let down = null;
      plot.over.addEventListener("mousedown", (e) => {
        down = [e.offsetX, e.offsetY];
      });
      plot.over.addEventListener("click", (e) => {
        const u = plot;
        if (u === void 0 || down !== null && Math.hypot(e.offsetX - down[0], e.offsetY - down[1]) > 4) return;
        selectedKey.value = nearestKey(series, e.offsetX, e.offsetY, (t) => u.valToPos(t, "x"), (v) => u.valToPos(v, "y"));
        u.redraw(false);
      });
    }
    watch(
      selected,
      () => {
        void nextTick(() => {
          rebuildPlot();
        });
      },
      { deep: true }
    );
    onMounted(() => {
      const w = new Worker(new URL("../playground/worker.ts", import.meta.url), { type: "module" });
      w.onmessage = onMessage;
      w.onerror = (e) => {
        busy.value = "";
        error.value = { name: "WorkerError", code: void 0, message: e.message };
      };
      worker.value = w;
      resizeObserver = new ResizeObserver(() => {
        const el = plotEl.value;
        if (plot !== void 0 && el !== void 0 && Math.abs(el.clientWidth - plot.width) > 8) {
          plot.setSize({ width: Math.max(320, el.clientWidth), height: 360 });
        }
      });
    });
    onBeforeUnmount(() => {
      var _a;
      (_a = worker.value) == null ? void 0 : _a.terminate();
      resizeObserver == null ? void 0 : resizeObserver.disconnect();
      destroyPlot();
    });
    return (_ctx, _push, _parent, _attrs) => {
      _push(`<div${ssrRenderAttrs(mergeProps({
        class: "pg",
        "data-testid": "playground",
        "data-ready": worker.value !== void 0 ? "yes" : "no"
      }, _attrs))}><div class="${ssrRenderClass([{ over: dragOver.value }, "pg-drop"])}" data-testid="drop-zone"><input type="file" data-testid="file-input"><strong>Drop an animation file here</strong> or click to pick one. <div class="pg-meta"> Supported: ${ssrInterpolate(formats.value.length > 0 ? formats.value.map((f) => f.name).join(" · ") : "every format listed on the Formats page")}</div></div>`);
      if (busy.value !== "") {
        _push(`<div class="pg-meta" data-testid="busy">${ssrInterpolate(busy.value)}</div>`);
      } else {
        _push(`<!---->`);
      }
      if (error.value !== null) {
        _push(`<div class="pg-error" role="alert" data-testid="error">${ssrInterpolate(error.value.name)}: ${ssrInterpolate(error.value.message)}</div>`);
      } else {
        _push(`<!---->`);
      }
      if (opened.value !== null) {
        _push(`<!--[--><div class="pg-meta" data-testid="format"><strong>${ssrInterpolate(opened.value.fileName)}</strong>: <span data-testid="format-name">${ssrInterpolate(opened.value.format.name)}</span> (detected by ${ssrInterpolate(opened.value.detectedBy)}`);
        if (opened.value.summary.version !== void 0) {
          _push(`<!--[-->, version ${ssrInterpolate(opened.value.summary.version)}<!--]-->`);
        } else {
          _push(`<!---->`);
        }
        _push(`) · ${ssrInterpolate(opened.value.summary.tracks)} tracks · ${ssrInterpolate(opened.value.summary.keyframes)} keyframes `);
        if (opened.value.summary.duration !== void 0) {
          _push(`<!--[--> · ${ssrInterpolate(opened.value.summary.duration.toFixed(3))} s<!--]-->`);
        } else {
          _push(`<!---->`);
        }
        _push(` · read in ${ssrInterpolate(opened.value.parseMs.toFixed(1))} ms </div>`);
        if (readWarnings.value.length > 0) {
          _push(`<details class="pg-warnings" data-testid="read-warnings"${ssrIncludeBooleanAttr(readWarnings.value.length <= 5) ? " open" : ""}><summary>Converting to the core model for plotting reported ${ssrInterpolate(readWarnings.value.length)} loss warning(s)</summary><ul><!--[-->`);
          ssrRenderList(readWarnings.value.slice(0, 200), (w, i) => {
            _push(`<li><code>${ssrInterpolate(w.code)}</code> ${ssrInterpolate(w.path !== void 0 ? `${w.path}: ` : "")}${ssrInterpolate(w.message)}</li>`);
          });
          _push(`<!--]--></ul></details>`);
        } else {
          _push(`<!---->`);
        }
        if (opened.value.clipError !== null) {
          _push(`<div class="pg-error" role="alert" data-testid="clip-error"> Converting to the core model failed, so the curves cannot be plotted: ${ssrInterpolate(opened.value.clipError.name)}: ${ssrInterpolate(opened.value.clipError.message)}</div>`);
        } else if (opened.value.clip === null) {
          _push(`<div class="pg-meta">This format does not convert to the core model, so its curves cannot be plotted.</div>`);
        } else {
          _push(`<div class="pg-main"><div class="pg-tracks"><input${ssrRenderAttr("value", filter.value)} type="search" placeholder="Filter tracks" aria-label="Filter tracks"><div class="pg-tools"><button type="button">all</button><button type="button">none</button></div><ul data-testid="track-list"><!--[-->`);
          ssrRenderList(visibleTracks.value, ({ t, i }) => {
            _push(`<li data-testid="track"><label><input${ssrIncludeBooleanAttr(Array.isArray(selected.value) ? ssrLooseContain(selected.value, i) : selected.value) ? " checked" : ""} type="checkbox"${ssrRenderAttr("value", i)}><span class="name" data-testid="track-name">${ssrInterpolate(t.name)}</span><span class="meta">${ssrInterpolate(t.valueType)} · ${ssrInterpolate(t.unit)} · ${ssrInterpolate(t.times.length)} keys</span></label></li>`);
          });
          _push(`<!--]--></ul></div><div class="pg-plot"><div class="pg-tools"><span class="pg-meta">Drag to zoom; click a key (or focus the plot and use the arrow keys) to see its handles.</span><button type="button" data-testid="reset-zoom">Reset zoom</button></div><div data-testid="plot" tabindex="0" aria-label="Curves plot: arrow keys select keyframes"></div>`);
          if (keyInfo.value !== null) {
            _push(`<div class="pg-key" data-testid="key-info">${ssrInterpolate(keyInfo.value.label)} key ${ssrInterpolate(keyInfo.value.index)}: t = ${ssrInterpolate(keyInfo.value.time.toFixed(4))} s, value ${ssrInterpolate(keyInfo.value.value.toPrecision(6))}, ${ssrInterpolate(keyInfo.value.interp)} · in-handle ${ssrInterpolate(keyInfo.value.inHandle)} · out-handle ${ssrInterpolate(keyInfo.value.outHandle)}</div>`);
          } else {
            _push(`<!---->`);
          }
          _push(`</div></div>`);
        }
        _push(`<div class="pg-tools"><label> Convert to <select data-testid="convert-target"><!--[-->`);
        ssrRenderList(targets.value, (f) => {
          _push(`<option${ssrRenderAttr("value", f.id)}${ssrIncludeBooleanAttr(Array.isArray(target.value) ? ssrLooseContain(target.value, f.id) : ssrLooseEqual(target.value, f.id)) ? " selected" : ""}>${ssrInterpolate(f.name)}${ssrInterpolate(f.id === opened.value.format.id ? " (unchanged)" : "")}</option>`);
        });
        _push(`<!--]--></select></label><label><input${ssrIncludeBooleanAttr(Array.isArray(strict.value) ? ssrLooseContain(strict.value, null) : strict.value) ? " checked" : ""} type="checkbox"> strict (fail on any loss)</label><button type="button" data-testid="convert">Convert and download</button>`);
        if (converted.value !== null) {
          _push(`<span class="pg-meta" data-testid="converted">${ssrInterpolate(converted.value.fileName)} (${ssrInterpolate(converted.value.size)} bytes${ssrInterpolate(converted.value.native ? ", written back unchanged" : "")}) </span>`);
        } else {
          _push(`<!---->`);
        }
        _push(`</div>`);
        if (converted.value !== null && convertWarnings.value.length > 0) {
          _push(`<details class="pg-warnings" data-testid="convert-warnings"${ssrIncludeBooleanAttr(convertWarnings.value.length <= 10) ? " open" : ""}><summary>This conversion reported ${ssrInterpolate(convertWarnings.value.length)} loss warning(s)</summary><ul><!--[-->`);
          ssrRenderList(convertWarnings.value.slice(0, 200), (w, i) => {
            _push(`<li><code>${ssrInterpolate(w.code)}</code> ${ssrInterpolate(w.path !== void 0 ? `${w.path}: ` : "")}${ssrInterpolate(w.message)}</li>`);
          });
          _push(`<!--]--></ul></details>`);
        } else if (converted.value !== null && !converted.value.native) {
          _push(`<div class="pg-meta" data-testid="convert-warnings">No loss reported.</div>`);
        } else {
          _push(`<!---->`);
        }
        _push(`<!--]-->`);
      } else {
        _push(`<!---->`);
      }
      _push(`</div>`);
    };
  }
});
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add(".vitepress/theme/components/AnimPlayground.vue");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
export {
  _sfc_main as default
};
