const rspack = require('@rspack/core');
const tsx = require('tsx/cjs/api');

const PLUGIN = 'TabulaPageRoutes';
const FILE = 'page-routes.json';

/**
 * What each page of the host loads, for the server that writes the page: it lists the remote's
 * entry and the page's files in the HTML for the shell to preload, so they download with the
 * shell's libraries instead of after them. Read from the shell's route table at build time, so the two cannot drift.
 *
 * The route table module exports routeTable (matched by path prefix), homeRoute (`/` only) and
 * tabBarWidget (the widget the shell hands to pages marked withTabBar).
 *
 * A build that bundles the remotes' pages itself (the monolith) loads nothing from a remote: its
 * pages name no remote files, and a page's first paint, when its remote has one, is a file of the
 * build (`bundledFirstPaints`, by `<remote><module>`, e.g. `mfe_menu./MenuPage`).
 */
class PageRoutesPlugin {
  /**
   * @param {string} routeTableFile
   * @param {{ bundledFirstPaints?: Record<string, string> }} [options]
   */
  constructor(routeTableFile, { bundledFirstPaints } = {}) {
    this.routeTableFile = routeTableFile;
    this.bundledFirstPaints = bundledFirstPaints;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(this.routeTableFile);
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { routeTable, homeRoute, tabBarWidget } = tsx.require(this.routeTableFile, __filename);
        const bundled = this.bundledFirstPaints;
        const page = (entry, exact) => {
          if (!bundled) {
            return {
              path: entry.path,
              exact,
              load: [{ remote: entry.remote, module: entry.module }, ...(entry.withTabBar ? [tabBarWidget] : [])],
            };
          }
          const firstPaint = bundled[`${entry.remote}${entry.module}`];
          return { path: entry.path, exact, load: [], ...(firstPaint ? { firstPaint } : {}) };
        };
        const pages = [...routeTable.map((entry) => page(entry, false)), page(homeRoute, true)];
        compilation.emitAsset(FILE, new rspack.sources.RawSource(`${JSON.stringify({ pages }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PageRoutesPlugin };
