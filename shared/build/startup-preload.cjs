const rspack = require('@rspack/core');

const PLUGIN = 'TabulaStartupPreload';

/**
 * The files an entry imports dynamically as it starts (the chunk groups directly below the
 * entrypoint). The shell's index.ts imports its libraries and bootstrap that way, so without hints
 * the browser would find them only after main.js has downloaded and run: one round trip per hop.
 * Deeper chunk groups (the pages a route loads later) are left out, and so are the groups that
 * hold one of the `later` modules: a shared library part no first screen runs.
 */
function startupFiles(compilation, entryName, later = []) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const own = new Set(entrypoint.getFiles());
  const holdsLater = (group) =>
    group.chunks.some((chunk) => compilation.chunkGraph.getChunkModules(chunk).some((module) => later.includes(module.resource)));
  const files = new Set();
  for (const group of entrypoint.childrenIterable) {
    if (holdsLater(group)) continue;
    for (const file of group.getFiles()) if (!own.has(file) && /\.(js|css)$/.test(file)) files.add(file);
  }
  return [...files].sort();
}

/**
 * Puts a <link rel="preload"> for each start-up file into the page the HtmlRspackPlugin writes,
 * so they download in parallel with main.js. Classic scripts (the chunk loader adds a plain
 * <script>, no crossorigin) are preloaded as=script; stylesheets as=style.
 */
class StartupPreloadPlugin {
  constructor({ entry = 'main', later = [] } = {}) {
    this.entry = entry;
    this.later = later;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(PLUGIN, async (data) => {
        const links = startupFiles(compilation, this.entry, this.later).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', href: `${data.publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
        }));
        data.assetTags.styles = [...links, ...data.assetTags.styles];
        // The entry runs first and asks for the rest: it goes ahead of the preloads.
        for (const script of data.assetTags.scripts) script.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
