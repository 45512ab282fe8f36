// A remote's pages and routes are declared in one file of its own, src/routes.json: path, exposed
// module, title key (in the remote's texts), whether the tab bar shows; and the widgets it offers
// other remotes' pages (mfe_tab's tab bar). Its build derives its exposes from that file and
// publishes the declaration in its manifest (metaData.routes), where the shell and the API read it.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('./remote-list.cjs');

const ROUTES_FILE = path.join('src', 'routes.json');
/** The slots of the shell's pages a widget can fill. */
const WIDGET_SLOTS = ['tabBar'];
const MODULE = /^\.\/[A-Z][A-Za-z0-9]*$/;
const PATH = /^(\/(:?[A-Za-z0-9_-]+))+$/;

/**
 * Checks a declaration, naming what is wrong; `where` names the file in the message.
 * @returns {{ pages: { path: string, module: string, titleKey: string, tabBar: boolean }[], widgets: { slot: string, module: string }[] }}
 */
function parseRoutes(json, where) {
  const fail = (why) => {
    throw new Error(`${where}: ${why}`);
  };
  if (typeof json !== 'object' || json === null || !Array.isArray(json.pages)) fail('expected an object with a "pages" list');
  const widgets = json.widgets ?? [];
  if (!Array.isArray(widgets)) fail('"widgets" must be a list');
  const paths = new Set();
  const pages = json.pages.map((page, i) => {
    const { path: route, module, titleKey, tabBar } = page ?? {};
    if (typeof route !== 'string' || !PATH.test(route)) fail(`page ${i} needs a "path" such as /menu or /venue/d/:id (/ is the shell's)`);
    if (paths.has(route.toLowerCase())) fail(`${route} is declared twice`);
    paths.add(route.toLowerCase());
    if (typeof module !== 'string' || !MODULE.test(module)) fail(`${route} needs a "module" such as ./MenuPage`);
    if (typeof titleKey !== 'string' || titleKey === '') fail(`${route} needs a "titleKey" of the remote's texts`);
    if (typeof tabBar !== 'boolean') fail(`${route} needs "tabBar": true or false`);
    return { path: route, module, titleKey, tabBar };
  });
  return {
    pages,
    widgets: widgets.map((widget, i) => {
      const { slot, module } = widget ?? {};
      if (!WIDGET_SLOTS.includes(slot)) fail(`widget ${i} needs a "slot" among ${WIDGET_SLOTS.join(', ')}`);
      if (typeof module !== 'string' || !MODULE.test(module)) fail(`the ${slot} widget needs a "module" such as ./TabBar`);
      return { slot, module };
    }),
  };
}

/** A remote's declaration, read from its folder. */
function readRoutes(appDir) {
  const file = path.join(appDir, ROUTES_FILE);
  return parseRoutes(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

/** The file an exposed module is: a page's in src/pages/<Name>/, a widget's in src/widgets/<Name>/. */
function exposesOf(appDir, routes) {
  const entries = [
    ...routes.pages.map(({ module }) => [module, `./src/pages/${module.slice(2)}/index.ts`]),
    ...routes.widgets.map(({ module }) => [module, `./src/widgets/${module.slice(2)}/index.ts`]),
  ];
  for (const [module, file] of entries) {
    if (!fs.existsSync(path.resolve(appDir, file))) throw new Error(`${path.join(appDir, ROUTES_FILE)}: ${module} has no ${file}`);
  }
  return Object.fromEntries(entries);
}

/**
 * What createFederatedConfig needs of a remote, from the remote list and its declaration: its
 * federation name, its exposes and the declaration for its manifest.
 */
function declaredRemote(appDir) {
  // By its package's name, so a copy of the folder elsewhere (a team's changed copy) is the same remote.
  const dir = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).name.replace(/^@tabula\//, '');
  const listed = REMOTES.find((remote) => remote.dir === dir);
  if (!listed) throw new Error(`${dir} is not in remotes.json`);
  const routes = readRoutes(appDir);
  return { name: listed.name, exposes: exposesOf(appDir, routes), manifestData: { routes } };
}

module.exports = { declaredRemote, exposesOf, parseRoutes, readRoutes, ROUTES_FILE };
