/**
 * The maths of one curve segment as animx computes it (https://github.com/Autodesk/animx/blob/11c31ac/src/animx.cpp, `evaluateCurve` and the segment
 * functions): the Hermite segment of
 * non-weighted curves and the weighted Bézier segment solved for time, with Maya's monotonic fix-up of
 * the time handles.
 *
 * @module
 */

/** animx's `equivalent` tolerance. */
export const EPSILON = 1e-10;

/** animx `tangentAngle`: the angle of a tangent vector, ±90° for a vertical one. */
export function tangentAngle(tx: number, ty: number): number {
  if (Math.abs(tx) > EPSILON) return Math.atan(ty / tx);
  return Math.abs(ty) <= EPSILON ? 0 : Math.sign(ty) * (Math.PI / 2);
}

/** animx's Hermite segment: slopes from the control points; a straight line when both are on the chord. */
export function hermite(x0: number, y0: number, x1: number, y1: number, x2: number, y2: number, x3: number, y3: number, x: number): number {
  const dx = x3 - x0;
  const dy = y3 - y0;
  const tx0 = x1 - x0;
  const ty0 = y1 - y0;
  const tx1 = x3 - x2;
  const ty1 = y3 - y2;
  let a: number;
  let b: number;
  let c: number;
  const eps = 2e-7;
  if (Math.abs(dx * ty0 - dy * tx0) <= Math.abs(eps * dx * ty0) && Math.abs(dx * ty1 - dy * tx1) <= Math.abs(eps * dx * ty1)) {
    a = 0;
    b = 0;
    c = dy / dx;
  } else {
    const m1 = tx0 !== 0 ? ty0 / tx0 : 0;
    const m2 = tx1 !== 0 ? ty1 / tx1 : 0;
    const length = 1 / (dx * dx);
    const d1 = dx * m1;
    const d2 = dx * m2;
    a = ((d1 + d2 - dy - dy) * length) / dx;
    b = (dy + dy + dy - d1 - d1 - d2) * length;
    c = m1;
  }
  const t = x - x0;
  return t * (t * (t * a + b) + c) + y0;
}

/**
 * animx's weighted segment (`Tbezier::evaluate`): a cubic Bézier in (time, value); the time handles are
 * normalised to the segment, clamped and made monotonic, then x(u) = time is solved for u.
 */
export function bezier(x0: number, y0: number, x1: number, y1: number, x2: number, y2: number, x3: number, y3: number, x: number): number {
  const range = x3 - x0;
  if (range === 0) return 0;
  let n1 = (x1 - x0) / range;
  let n2 = (x2 - x0) / range;
  const linear = Math.abs(n1 - 1 / 3) <= 1e-6 && Math.abs(n2 - 2 / 3) <= 1e-6;
  const old1 = n1;
  const old2 = n2;
  if (n1 < 0) n1 = 0;
  if (n2 > 1) n2 = 1;
  if (n1 > 1 || n2 < 0) [n1, n2] = monotonic(n1, n2);
  if (n1 !== old1 && Math.abs(old1) > EPSILON) y1 = y0 + ((y1 - y0) * n1) / old1;
  if (n2 !== old2 && Math.abs(old2 - 1) > EPSILON) y2 = y3 - ((y3 - y2) * (1 - n2)) / (1 - old2);

  let s: number;
  if (Math.abs(x - x0) <= EPSILON) s = 0;
  else if (Math.abs(x - x3) <= EPSILON) s = 1;
  else s = (x - x0) / range;

  let u: number;
  if (linear) u = s;
  else {
    // x(u) in power basis for control values 0, n1, n2, 1.
    const a = n1;
    const b = n2 - n1;
    const c = 1 - n2;
    const d = b - a;
    const root = singleRoot(c - b - d, 3 * d, 3 * a, -s);
    u = root ?? 0;
  }
  const pa = y1 - y0;
  const pb = y2 - y1;
  const pc = y3 - y2;
  const pd = pb - pa;
  return u * (u * (u * (pc - pb - pd) + 3 * pd) + 3 * pa) + y0;
}

/**
 * animx `checkMonotonic` with preference to the first handle: the normalised time handles (n1, n2) of a
 * weighted segment moved so that time increases along it.
 */
export function monotonic(n1: number, n2: number): [number, number] {
  let x1 = n1;
  let x2 = 1 - n2;
  if (x1 < 0) x1 = 0;
  if (x2 < 0) x2 = 0;
  if (x1 > 1 || x2 > 1) {
    const d = x1 * (x1 - 2 + x2) + x2 * (x2 - 2) + 1;
    if (d + EPSILON > 0) {
      if (x1 + EPSILON < 4 / 3) {
        const b = x1 - 2;
        const c = x1 - 1;
        const discr = Math.sqrt(b * b - 4 * c * c);
        let root = (-b + discr) * 0.5;
        if (x2 + EPSILON > root) x2 = root - EPSILON;
        else {
          root = (-b - discr) * 0.5;
          if (x2 < root + EPSILON) x2 = root + EPSILON;
        }
      } else {
        x1 = 4 / 3 - EPSILON;
        x2 = 1 / 3 - EPSILON;
      }
    }
  }
  return [x1, 1 - x2];
}

/**
 * The root of a·u³ + b·u² + c·u + d in [0, 1] when there is exactly one, else undefined. Splits [0, 1] at
 * the critical points and refines each bracketed root by bisection to full double precision.
 */
function singleRoot(a: number, b: number, c: number, d: number): number | undefined {
  const f = (u: number): number => ((a * u + b) * u + c) * u + d;
  const cuts = [0];
  // Critical points: 3a·u² + 2b·u + c = 0.
  const qa = 3 * a;
  const qb = 2 * b;
  if (qa !== 0) {
    const disc = qb * qb - 4 * qa * c;
    if (disc > 0) {
      const sq = Math.sqrt(disc);
      const r1 = (-qb - sq) / (2 * qa);
      const r2 = (-qb + sq) / (2 * qa);
      for (const r of r1 < r2 ? [r1, r2] : [r2, r1]) if (r > 0 && r < 1) cuts.push(r);
    }
  } else if (qb !== 0) {
    const r = -c / qb;
    if (r > 0 && r < 1) cuts.push(r);
  }
  cuts.push(1);
  let found: number | undefined;
  let count = 0;
  for (let i = 0; i + 1 < cuts.length; i++) {
    let lo = cuts[i]!;
    let hi = cuts[i + 1]!;
    let flo = f(lo);
    const fhi = f(hi);
    if (flo === 0) {
      if (i === 0 || found !== lo) {
        count++;
        found = lo;
      }
      continue;
    }
    if (fhi === 0) {
      count++;
      found = hi;
      continue;
    }
    if (flo > 0 === fhi > 0) continue;
    for (let k = 0; k < 200; k++) {
      const mid = 0.5 * (lo + hi);
      if (mid <= lo || mid >= hi) break;
      const fm = f(mid);
      if (fm === 0) {
        lo = hi = mid;
        break;
      }
      if (fm > 0 === flo > 0) {
        lo = mid;
        flo = fm;
      } else hi = mid;
    }
    count++;
    found = 0.5 * (lo + hi);
  }
  return count === 1 ? found : undefined;
}
