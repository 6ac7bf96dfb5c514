import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"anim sample","description":"","frontmatter":{},"headers":[],"params":{"command":"sample"},"relativePath":"cli/sample.md","filePath":"cli/[command].md"}');
const _sfc_main = { name: "cli/sample.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="anim-sample" tabindex="-1">anim sample <a class="header-anchor" href="#anim-sample" aria-label="Permalink to &quot;anim sample&quot;">​</a></h1><p>print the value of every track at given times (seconds), evaluated by the core model</p><div class="language-text vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">text</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>Usage: anim sample [options] &lt;file&gt;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>print the value of every track at given times (seconds), evaluated by the core</span></span>
<span class="line"><span>model</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Arguments:</span></span>
<span class="line"><span>  file                 the file, or &#39;-&#39; for standard input</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Options:</span></span>
<span class="line"><span>  --times &lt;list&gt;       comma-separated times in seconds, e.g. 0,0.5,1</span></span>
<span class="line"><span>  --fps &lt;rate&gt;         sample at this rate between --start and --end</span></span>
<span class="line"><span>  --start &lt;s&gt;          first sample time with --fps (default: first key)</span></span>
<span class="line"><span>  --end &lt;s&gt;            last sample time with --fps (default: last key)</span></span>
<span class="line"><span>  --tracks &lt;patterns&gt;  only tracks matching these comma-separated patterns (*</span></span>
<span class="line"><span>                       and ? wildcards, else substring)</span></span>
<span class="line"><span>  --json               print JSON:</span></span>
<span class="line"><span>                       {&quot;format&quot;,&quot;tracks&quot;:[{&quot;name&quot;,&quot;valueType&quot;,&quot;unit&quot;,&quot;times&quot;,&quot;values&quot;}]}</span></span>
<span class="line"><span>  --csv                print CSV: one row per time, one column per track</span></span>
<span class="line"><span>                       component</span></span>
<span class="line"><span>  --from &lt;format&gt;      read as this format instead of detecting it (choices:</span></span>
<span class="line"><span>                       &quot;maya&quot;, &quot;roto&quot;, &quot;animj&quot;, &quot;animx&quot;, &quot;mrtk&quot;, &quot;prime&quot;)</span></span>
<span class="line"><span>  -h, --help           show help</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("cli/sample.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const sample = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  sample as default
};
