import { resolveComponent, withCtx, createVNode, useSSRContext } from "vue";
import { ssrRenderAttrs, ssrRenderComponent } from "vue/server-renderer";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Playground","description":"","frontmatter":{"title":"Playground","aside":false,"pageClass":"playground-page"},"headers":[],"relativePath":"playground.md","filePath":"playground.md"}');
const _sfc_main = { name: "playground.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  const _component_ClientOnly = resolveComponent("ClientOnly");
  const _component_AnimPlayground = resolveComponent("AnimPlayground");
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="playground" tabindex="-1">Playground <a class="header-anchor" href="#playground" aria-label="Permalink to &quot;Playground&quot;">​</a></h1><p>Drop an animation file here (or pick one): the page detects its format, lists its tracks and plots the curves, sampled by <code>@anim/core</code>&#39;s evaluator. Everything runs in your browser; the file never leaves your machine. Files are parsed in a Web Worker, so a large file does not freeze the page.</p>`);
  _push(ssrRenderComponent(_component_ClientOnly, null, {
    default: withCtx((_, _push2, _parent2, _scopeId) => {
      if (_push2) {
        _push2(ssrRenderComponent(_component_AnimPlayground, null, null, _parent2, _scopeId));
      } else {
        return [
          createVNode(_component_AnimPlayground)
        ];
      }
    }),
    _: 1
  }, _parent));
  _push(`</div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("playground.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const playground = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  playground as default
};
