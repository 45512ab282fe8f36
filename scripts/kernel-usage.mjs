// How big the kernel is and who uses it: the non-test lines of shared/src, and for each export of
// @tabula/shared the apps that import it. An export only one app uses belongs in that app.
// Run: node scripts/kernel-usage.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { builtApps as frontEnds } from './lib/apps.mjs';
import { serverWorkspaces } from './lib/api-parts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server counts too: it shares the entities (the wire contract) through @tabula/shared/entities.
const apps = [...frontEnds.map((app) => app.dir), ...serverWorkspaces];
const kernelEntries = new Set(['@tabula/shared', '@tabula/shared/entities']);
const entry = path.join(root, 'shared/src/index.ts');
const program = ts.createProgram([entry], { jsx: ts.JsxEmit.ReactJSX, allowJs: false, skipLibCheck: true, noEmit: true });
const checker = program.getTypeChecker();
const sym = checker.getSymbolAtLocation(program.getSourceFile(entry));
const exportsOf = checker.getExportsOfModule(sym).map((s) => s.getName());

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'migrations'].includes(e.name)) continue;
    const f = path.join(dir, e.name);
    if (e.isDirectory()) walk(f, out);
    else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/\/(test|testing|harness)\//.test(f)) out.push(f);
  }
  return out;
}
const usage = Object.fromEntries(exportsOf.map((n) => [n, new Set()]));
for (const app of apps) {
  for (const file of walk(path.join(root, app, 'src'))) {
    const src = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    src.forEachChild((node) => {
      if (
        ts.isImportDeclaration(node) &&
        kernelEntries.has(node.moduleSpecifier.text) &&
        node.importClause?.namedBindings &&
        ts.isNamedImports(node.importClause.namedBindings)
      ) {
        for (const el of node.importClause.namedBindings.elements) usage[(el.propertyName ?? el.name).text]?.add(app);
      }
    });
  }
}
const byCount = {};
for (const [n, s] of Object.entries(usage)) (byCount[s.size] ??= []).push(`${n}${s.size === 1 ? ` (${[...s][0]})` : ''}`);
for (const k of Object.keys(byCount).sort()) console.log(`${k} apps: ${byCount[k].length}\n  ${byCount[k].join(', ')}`);

const kernelFiles = walk(path.join(root, 'shared/src'));
const lines = kernelFiles.reduce((sum, file) => sum + fs.readFileSync(file, 'utf8').split('\n').length - 1, 0);
console.log(`shared/src non-test lines: ${lines} in ${kernelFiles.length} files`);
