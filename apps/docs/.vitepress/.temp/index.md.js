import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse(`{"title":"","description":"","frontmatter":{"layout":"home","hero":{"name":"@anim","text":"Animation curves, exactly, in every tool's format","tagline":"Read, write, evaluate and convert Maya .anim, Nuke Roto, Resonite AnimJ/AnimX, MRTK input recordings and Metroid Prime ANIM files, in Node and in the browser.","actions":[{"theme":"brand","text":"Get started","link":"/guide/getting-started"},{"theme":"alt","text":"Try the playground","link":"/playground"},{"theme":"alt","text":"Formats","link":"/formats/"}]},"features":[{"title":"Lossless","details":"Every reader keeps what it does not understand, so writing a file you read reproduces it byte for byte."},{"title":"Explicit about loss","details":"Conversions return their warnings; strict mode turns any loss into an error instead of a silent approximation."},{"title":"Exact evaluation","details":"Hermite, weighted Bézier, stepped and linear keys, pre/post infinity and quaternion blending evaluated the way the authoring tool does."},{"title":"Typed errors","details":"A corrupt file gives a ParseError with the byte offset, line and column, or JSON pointer where it went wrong."}]},"headers":[],"relativePath":"index.md","filePath":"index.md"}`);
const _sfc_main = { name: "index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
