// The remotes' route declarations (src/routes.json) and what is derived from them: each is valid
// and names texts the remote has, the shell's generated contracts are current, and a remote that
// renames a page the shell names breaks the shell's typecheck.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import vm from 'node:vm';
import ts from 'typescript';
import contracts from '../../shared/build/remote-contracts.cjs';
import remoteRoutes from '../../shared/build/remote-routes.cjs';
import { remotes, root } from './apps.mjs';

/** A remote's English texts: its texts/en.ts, compiled and run (it holds one object literal). */
function englishTexts(app) {
  const source = fs.readFileSync(path.join(root, app.dir, 'src/texts/en.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS } });
  const module = { exports: {} };
  vm.runInNewContext(outputText, { module, exports: module.exports, require: () => ({}) });
  return module.exports.en;
}

const textAt = (texts, key) => key.split('.').reduce((node, part) => node?.[part], texts);

describe("the remotes' route declarations", () => {
  for (const app of remotes) {
    it(`${app.dir}'s declares pages whose modules exist and whose title keys are in its English texts`, () => {
      const routes = remoteRoutes.readRoutes(path.join(root, app.dir));
      assert.ok(routes.pages.length > 0);
      assert.doesNotThrow(() => remoteRoutes.exposesOf(path.join(root, app.dir), routes));
      const texts = englishTexts(app);
      for (const page of routes.pages)
        assert.equal(typeof textAt(texts, page.titleKey), 'string', `${app.dir}: ${page.path}'s ${page.titleKey}`);
    });
  }

  it('refuses a declaration that would break the shell, naming the file and what is wrong', () => {
    const parse = (json) => () => remoteRoutes.parseRoutes(json, 'mfe-x/src/routes.json');
    assert.throws(
      parse({ pages: [{ path: '/', module: './Home', titleKey: 'a', tabBar: false }] }),
      /mfe-x\/src\/routes.json: page 0 needs a "path"/,
    );
    const page = { path: '/menu', module: './MenuPage', titleKey: 'a', tabBar: false };
    assert.throws(parse({ pages: [page, { ...page, path: '/Menu' }] }), /\/Menu is declared twice/);
    assert.throws(parse({ pages: [{ ...page, module: 'MenuPage' }] }), /needs a "module"/);
    assert.throws(parse({ pages: [{ ...page, tabBar: 'yes' }] }), /"tabBar": true or false/);
    assert.throws(parse({ pages: [], widgets: [{ slot: 'footer', module: './Footer' }] }), /needs a "slot" among tabBar/);
  });

  it("are what the shell's committed contracts were generated from (node shared/build/remote-contracts.cjs)", () => {
    assert.equal(fs.readFileSync(contracts.CONTRACTS_FILE, 'utf8'), contracts.contractsSource());
    assert.equal(fs.readFileSync(contracts.BUILT_FILE, 'utf8'), contracts.builtDeclarationsSource());
  });

  it("break the shell's typecheck when a remote renames a page the shell names", () => {
    // A copy of the shell's route table beside contracts generated from mfe-hotel's declaration with
    // ./LandingPage renamed, inside shell/ so that it resolves the workspace's packages.
    const copy = fs.mkdtempSync(path.join(root, 'shell', '.contract-check-'));
    try {
      fs.mkdirSync(path.join(copy, 'remotes'));
      fs.mkdirSync(path.join(copy, 'routes'));
      fs.copyFileSync(path.join(root, 'shell/src/routes/routeTable.ts'), path.join(copy, 'routes/routeTable.ts'));
      const renamed = (remote) => {
        const routes = remoteRoutes.readRoutes(path.join(root, remote.dir));
        if (remote.name !== 'mfe_hotel') return routes;
        return { ...routes, pages: routes.pages.map((p) => (p.module === './LandingPage' ? { ...p, module: './HomePage' } : p)) };
      };
      contracts.writeGenerated(path.join(copy, 'remotes/contracts.ts'), contracts.contractsSource(remotes, renamed));
      fs.writeFileSync(
        path.join(copy, 'tsconfig.json'),
        JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { types: [] }, include: [], files: ['routes/routeTable.ts'] }),
      );
      const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', copy], {
        encoding: 'utf8',
      });
      assert.notEqual(tsc.status, 0, 'the shell typechecked against a hotel remote without ./LandingPage');
      assert.match(tsc.stdout, /routeTable\.ts.*'"\.\/LandingPage"' is not assignable/);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
