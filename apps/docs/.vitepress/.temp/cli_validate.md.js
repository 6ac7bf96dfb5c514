import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"anim validate","description":"","frontmatter":{},"headers":[],"params":{"command":"validate"},"relativePath":"cli/validate.md","filePath":"cli/[command].md"}');
const _sfc_main = { name: "cli/validate.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="anim-validate" tabindex="-1">anim validate <a class="header-anchor" href="#anim-validate" aria-label="Permalink to &quot;anim validate&quot;">​</a></h1><p>read files and report errors (with locations) and semantic warnings; exit 1 if any file fails</p><div class="language-text vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">text</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>Usage: anim validate [options] &lt;files...&gt;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>read files and report errors (with locations) and semantic warnings; exit 1 if</span></span>
<span class="line"><span>any file fails</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Arguments:</span></span>
<span class="line"><span>  files            files, directories, globs, or &#39;-&#39; for standard input</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Options:</span></span>
<span class="line"><span>  --json           print one JSON report</span></span>
<span class="line"><span>  --strict         also fail files that have warnings</span></span>
<span class="line"><span>  --from &lt;format&gt;  read as this format instead of detecting it (choices: &quot;maya&quot;,</span></span>
<span class="line"><span>                   &quot;roto&quot;, &quot;animj&quot;, &quot;animx&quot;, &quot;mrtk&quot;, &quot;prime&quot;)</span></span>
<span class="line"><span>  -h, --help       show help</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("cli/validate.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const validate = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  validate as default
};
