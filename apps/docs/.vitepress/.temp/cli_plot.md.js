import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"anim plot","description":"","frontmatter":{},"headers":[],"params":{"command":"plot"},"relativePath":"cli/plot.md","filePath":"cli/[command].md"}');
const _sfc_main = { name: "cli/plot.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="anim-plot" tabindex="-1">anim plot <a class="header-anchor" href="#anim-plot" aria-label="Permalink to &quot;anim plot&quot;">​</a></h1><p>draw the curves (sampled by the core evaluator) to SVG, or PNG for a .png output</p><div class="language-text vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">text</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>Usage: anim plot [options] &lt;file&gt;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>draw the curves (sampled by the core evaluator) to SVG, or PNG for a .png output</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Arguments:</span></span>
<span class="line"><span>  file                 the file, or &#39;-&#39; for standard input</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Options:</span></span>
<span class="line"><span>  -o, --output &lt;file&gt;  output .svg or .png, &#39;-&#39; for SVG on stdout (default:</span></span>
<span class="line"><span>                       &lt;input name&gt;.svg)</span></span>
<span class="line"><span>  --tracks &lt;patterns&gt;  only tracks matching these comma-separated patterns</span></span>
<span class="line"><span>  --from &lt;s&gt;           start time in seconds (default: first key)</span></span>
<span class="line"><span>  --to &lt;s&gt;             end time in seconds (default: last key)</span></span>
<span class="line"><span>  --format &lt;format&gt;    read as this format instead of detecting it (choices:</span></span>
<span class="line"><span>                       &quot;maya&quot;, &quot;roto&quot;, &quot;animj&quot;, &quot;animx&quot;, &quot;mrtk&quot;, &quot;prime&quot;)</span></span>
<span class="line"><span>  --width &lt;px&gt;         image width</span></span>
<span class="line"><span>  --height &lt;px&gt;        height of each panel (one panel per unit)</span></span>
<span class="line"><span>  --samples &lt;n&gt;        samples per track across the range (key times are added)</span></span>
<span class="line"><span>  -f, --force          replace an existing output</span></span>
<span class="line"><span>  -h, --help           show help</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("cli/plot.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const plot = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  plot as default
};
