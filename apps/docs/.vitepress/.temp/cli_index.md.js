import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"anim","description":"","frontmatter":{},"headers":[],"params":{"command":"index"},"relativePath":"cli/index.md","filePath":"cli/[command].md"}');
const _sfc_main = { name: "cli/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="anim" tabindex="-1">anim <a class="header-anchor" href="#anim" aria-label="Permalink to &quot;anim&quot;">​</a></h1><p>The <code>anim</code> command line tool (<code>@anim/cli</code>, version 0.0.0). Everything on these pages is the tool&#39;s own <code>--help</code> output, captured when the site was built.</p><div class="language-sh vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">sh</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">npm</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;"> install</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> --global</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;"> @anim/cli</span></span></code></pre></div><table tabindex="0"><thead><tr><th>Command</th><th>What it does</th></tr></thead><tbody><tr><td><a href="/cli/info.html"><code>anim info</code></a></td><td>show the format, version and a summary of a file (a track table when the format converts to the core model)</td></tr><tr><td><a href="/cli/convert.html"><code>anim convert</code></a></td><td>convert a file (in → out), or a batch of files, directories and globs into --out-dir. Same format and no transforming option: the native document is written back unchanged.</td></tr><tr><td><a href="/cli/sample.html"><code>anim sample</code></a></td><td>print the value of every track at given times (seconds), evaluated by the core model</td></tr><tr><td><a href="/cli/validate.html"><code>anim validate</code></a></td><td>read files and report errors (with locations) and semantic warnings; exit 1 if any file fails</td></tr><tr><td><a href="/cli/plot.html"><code>anim plot</code></a></td><td>draw the curves (sampled by the core evaluator) to SVG, or PNG for a .png output</td></tr><tr><td><a href="/cli/formats.html"><code>anim formats</code></a></td><td>list the formats this build reads and writes</td></tr><tr><td><a href="/cli/completion.html"><code>anim completion</code></a></td><td>print a shell completion script (bash or zsh)</td></tr></tbody></table><h2 id="anim-help" tabindex="-1"><code>anim --help</code> <a class="header-anchor" href="#anim-help" aria-label="Permalink to &quot;\`anim --help\`&quot;">​</a></h2><div class="language-text vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">text</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>Usage: anim [options] [command]</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Inspect, validate, sample, plot and convert animation-curve files.</span></span>
<span class="line"><span>Formats in this build: maya, roto, animj, animx, mrtk, prime (see &#39;anim</span></span>
<span class="line"><span>formats&#39;).</span></span>
<span class="line"><span>Times are in seconds. &#39;-&#39; means standard input or output.</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Options:</span></span>
<span class="line"><span>  -V, --version                  print the version</span></span>
<span class="line"><span>  -h, --help                     show help</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Commands:</span></span>
<span class="line"><span>  info [options] &lt;file&gt;          show the format, version and a summary of a</span></span>
<span class="line"><span>                                 file (a track table when the format converts to</span></span>
<span class="line"><span>                                 the core model)</span></span>
<span class="line"><span>  convert [options] &lt;paths...&gt;   convert a file (in → out), or a batch of files,</span></span>
<span class="line"><span>                                 directories and globs into --out-dir.</span></span>
<span class="line"><span>                                 Same format and no transforming option: the</span></span>
<span class="line"><span>                                 native document is written back unchanged.</span></span>
<span class="line"><span>  sample [options] &lt;file&gt;        print the value of every track at given times</span></span>
<span class="line"><span>                                 (seconds), evaluated by the core model</span></span>
<span class="line"><span>  validate [options] &lt;files...&gt;  read files and report errors (with locations)</span></span>
<span class="line"><span>                                 and semantic warnings; exit 1 if any file fails</span></span>
<span class="line"><span>  plot [options] &lt;file&gt;          draw the curves (sampled by the core evaluator)</span></span>
<span class="line"><span>                                 to SVG, or PNG for a .png output</span></span>
<span class="line"><span>  formats [options]              list the formats this build reads and writes</span></span>
<span class="line"><span>  completion &lt;shell&gt;             print a shell completion script (bash or zsh)</span></span>
<span class="line"><span>  help [command]                 display help for command</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Exit codes: 0 success, 1 bad input or failed conversion, 2 usage error.</span></span>
<span class="line"><span>Examples:</span></span>
<span class="line"><span>  anim info shot.anim</span></span>
<span class="line"><span>  anim convert shot.anim shot.animj</span></span>
<span class="line"><span>  anim convert &#39;shots/**/*.anim&#39; --to animj --out-dir out/</span></span>
<span class="line"><span>  anim plot shot.anim -o shot.svg</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("cli/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
