import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"anim convert","description":"","frontmatter":{},"headers":[],"params":{"command":"convert"},"relativePath":"cli/convert.md","filePath":"cli/[command].md"}');
const _sfc_main = { name: "cli/convert.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="anim-convert" tabindex="-1">anim convert <a class="header-anchor" href="#anim-convert" aria-label="Permalink to &quot;anim convert&quot;">​</a></h1><p>convert a file (in → out), or a batch of files, directories and globs into --out-dir. Same format and no transforming option: the native document is written back unchanged.</p><div class="language-text vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">text</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>Usage: anim convert [options] &lt;paths...&gt;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>convert a file (in → out), or a batch of files, directories and globs into</span></span>
<span class="line"><span>--out-dir.</span></span>
<span class="line"><span>Same format and no transforming option: the native document is written back</span></span>
<span class="line"><span>unchanged.</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Arguments:</span></span>
<span class="line"><span>  paths                      input and output (single), or inputs (with</span></span>
<span class="line"><span>                             --out-dir); &#39;-&#39; for stdin/stdout</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Options:</span></span>
<span class="line"><span>  --to &lt;format&gt;              output format (default: from the output extension;</span></span>
<span class="line"><span>                             required with --out-dir) (choices: &quot;maya&quot;, &quot;roto&quot;,</span></span>
<span class="line"><span>                             &quot;animj&quot;, &quot;animx&quot;, &quot;mrtk&quot;, &quot;prime&quot;)</span></span>
<span class="line"><span>  --from &lt;format&gt;            read inputs as this format instead of detecting it</span></span>
<span class="line"><span>                             (choices: &quot;maya&quot;, &quot;roto&quot;, &quot;animj&quot;, &quot;animx&quot;, &quot;mrtk&quot;,</span></span>
<span class="line"><span>                             &quot;prime&quot;)</span></span>
<span class="line"><span>  -o, --out-dir &lt;dir&gt;        batch mode: write every converted input under</span></span>
<span class="line"><span>                             &lt;dir&gt;, keeping relative paths</span></span>
<span class="line"><span>  -f, --force                replace existing outputs (inputs are never</span></span>
<span class="line"><span>                             overwritten)</span></span>
<span class="line"><span>  --strict                   fail on any conversion loss warning</span></span>
<span class="line"><span>  -q, --quiet                no progress bar: one line per file (batch), no</span></span>
<span class="line"><span>                             success line (single)</span></span>
<span class="line"><span>  -j, --jobs &lt;n&gt;             batch: files converted at once on worker threads</span></span>
<span class="line"><span>                             (default: CPU count, at most 8)</span></span>
<span class="line"><span>  --fps &lt;rate&gt;               bake every track at this rate (frames per second)</span></span>
<span class="line"><span>  --simplify &lt;tolerance&gt;     remove keys while staying within &lt;tolerance&gt; (in</span></span>
<span class="line"><span>                             each track&#39;s unit)</span></span>
<span class="line"><span>  --units &lt;list&gt;             convert lengths/angles, e.g. m,deg (mm, cm, m, km,</span></span>
<span class="line"><span>                             in, ft, yd, mi, deg, rad)</span></span>
<span class="line"><span>  --maya-time-unit &lt;unit&gt;    Maya output: time unit of the keys (game 15, film</span></span>
<span class="line"><span>                             24, pal 25, ntsc 30, show 48, palf 50, ntscf 60</span></span>
<span class="line"><span>                             fps, or e.g. 23.976fps; default: the clip rate,</span></span>
<span class="line"><span>                             else film)</span></span>
<span class="line"><span>  --animj-track-type &lt;type&gt;  AnimJ output: track type for numeric tracks (Raw</span></span>
<span class="line"><span>                             needs evenly spaced keys from 0; bool/int/string</span></span>
<span class="line"><span>                             tracks are always Discrete) (choices: &quot;Raw&quot;,</span></span>
<span class="line"><span>                             &quot;Discrete&quot;, &quot;Curve&quot;)</span></span>
<span class="line"><span>  --mrtk-version &lt;version&gt;   MRTK output: file version (default: the source</span></span>
<span class="line"><span>                             version when possible, else 1.1) (choices: &quot;1.0&quot;,</span></span>
<span class="line"><span>                             &quot;1.1&quot;)</span></span>
<span class="line"><span>  --prime-game &lt;game&gt;        Prime output: layout of Metroid Prime 1 or 2</span></span>
<span class="line"><span>                             (default: the source game, else mp1) (choices:</span></span>
<span class="line"><span>                             &quot;mp1&quot;, &quot;mp2&quot;)</span></span>
<span class="line"><span>  --prime-version &lt;version&gt;  Prime output: 0 (uncompressed) or 2 (compressed,</span></span>
<span class="line"><span>                             default) (choices: &quot;0&quot;, &quot;2&quot;)</span></span>
<span class="line"><span>  -h, --help                 show help</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("cli/convert.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const convert = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  convert as default
};
