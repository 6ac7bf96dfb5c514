import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"anim completion","description":"","frontmatter":{},"headers":[],"params":{"command":"completion"},"relativePath":"cli/completion.md","filePath":"cli/[command].md"}');
const _sfc_main = { name: "cli/completion.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="anim-completion" tabindex="-1">anim completion <a class="header-anchor" href="#anim-completion" aria-label="Permalink to &quot;anim completion&quot;">​</a></h1><p>print a shell completion script (bash or zsh)</p><div class="language-text vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">text</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>Usage: anim completion [options] &lt;shell&gt;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>print a shell completion script (bash or zsh)</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Arguments:</span></span>
<span class="line"><span>  shell       bash or zsh (choices: &quot;bash&quot;, &quot;zsh&quot;)</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Options:</span></span>
<span class="line"><span>  -h, --help  show help</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("cli/completion.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const completion = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  completion as default
};
