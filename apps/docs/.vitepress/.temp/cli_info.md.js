import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"anim info","description":"","frontmatter":{},"headers":[],"params":{"command":"info"},"relativePath":"cli/info.md","filePath":"cli/[command].md"}');
const _sfc_main = { name: "cli/info.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="anim-info" tabindex="-1">anim info <a class="header-anchor" href="#anim-info" aria-label="Permalink to &quot;anim info&quot;">​</a></h1><p>show the format, version and a summary of a file (a track table when the format converts to the core model)</p><div class="language-text vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">text</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>Usage: anim info [options] &lt;file&gt;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>show the format, version and a summary of a file (a track table when the format</span></span>
<span class="line"><span>converts to the core model)</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Arguments:</span></span>
<span class="line"><span>  file             the file, or &#39;-&#39; for standard input</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Options:</span></span>
<span class="line"><span>  --json           print one JSON object</span></span>
<span class="line"><span>  --from &lt;format&gt;  read as this format instead of detecting it (choices: &quot;maya&quot;,</span></span>
<span class="line"><span>                   &quot;roto&quot;, &quot;animj&quot;, &quot;animx&quot;, &quot;mrtk&quot;, &quot;prime&quot;)</span></span>
<span class="line"><span>  -h, --help       show help</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("cli/info.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const info = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  info as default
};
