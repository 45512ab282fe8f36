const rspack = require('@rspack/core');
const tsx = require('tsx/cjs/api');

const PLUGIN = 'TabulaPageRoutes';
const FILE = 'page-routes.json';

/**
 * What the server needs of the host's own routes to write a page (page-routes.json): the pages
 * the shell itself owns (`/`, the hotel landing), each with what it loads, for the server to list
 * the remote's files in the HTML for the shell to preload. The remotes' pages are not here: the
 * server reads them from the registered versions' manifests (metaData.routes), as the shell does.
 *
 * A build that bundles the remotes' pages itself (the monolith, `bundled`) lists every page, from
 * the remotes' declarations at build time, and loads nothing from a remote: a page's first paint,
 * when its remote has one, is a file of the build (`firstPaints`, by `<remote><module>`, e.g. `mfe_menu./MenuPage`).
 */
class PageRoutesPlugin {
  /**
   * @param {string} routeTableFile  the shell's route table module, which exports homeRoute
   * @param {{ bundled?: { declarations: Record<string, { pages: { path: string, module: string }[] }>, firstPaints: Record<string, string> } }} [options]
   */
  constructor(routeTableFile, { bundled } = {}) {
    this.routeTableFile = routeTableFile;
    this.bundled = bundled;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(this.routeTableFile);
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { homeRoute } = tsx.require(this.routeTableFile, __filename);
        const home = { path: homeRoute.path, exact: true, load: [{ remote: homeRoute.remote, module: homeRoute.module }] };
        const routes = this.bundled ? this.bundledPages(home) : { pages: [home] };
        compilation.emitAsset(FILE, new rspack.sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`));
      });
    });
  }

  bundledPages(home) {
    const { declarations, firstPaints } = this.bundled;
    const page = ({ path, exact, remote, module }) => {
      const firstPaint = firstPaints[`${remote}${module}`];
      return { path, exact, load: [], ...(firstPaint ? { firstPaint } : {}) };
    };
    const declared = Object.entries(declarations).flatMap(([remote, { pages }]) =>
      pages.map(({ path, module }) => page({ path, exact: false, remote, module })),
    );
    return { bundled: true, pages: [...declared, page({ ...home, ...home.load[0] })] };
  }
}

module.exports = { PageRoutesPlugin };
