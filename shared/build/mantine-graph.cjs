// What a set of @mantine/core exports pulls in, read from Mantine's ES build. The bundler follows
// the same imports, so this is what ships. The build (styles.cjs) splits the shared Mantine in two
// with it, and subsets.test.ts checks the subsets and stylesheets against it.
const fs = require('node:fs');
const path = require('node:path');

/** Where @mantine/core is installed (its exports map hides package.json and the ES build). */
const mantineCoreDir = path.resolve(path.dirname(require.resolve('@mantine/core')), '..');
const esmDir = path.join(mantineCoreDir, 'esm');
const STATEMENT = /^(?:import|export)\s+(?:([\s\S]*?)\s+from\s+)?"([^"]+)";?$/gm;

/** @returns {{ clause: string, specifier: string }[]} */
function statements(file) {
  return [...fs.readFileSync(file, 'utf8').matchAll(STATEMENT)].map((m) => ({ clause: m[1] ?? '', specifier: m[2] }));
}

/** @returns {{ imported: string, local: string }[]} */
function bindings(clause) {
  const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  return braces
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter(([imported]) => imported)
    .map(([imported, local]) => ({ imported, local: local ?? imported }));
}

/** @returns {Map<string, string>} export name -> the file of Mantine's ES build that defines it */
function exportFiles() {
  const index = path.join(esmDir, 'index.mjs');
  const fileOfLocal = new Map();
  for (const { clause, specifier } of statements(index)) {
    for (const { local } of bindings(clause)) fileOfLocal.set(local, path.resolve(esmDir, specifier));
  }
  const exported = /export\s*\{([^}]*)\}\s*;?\s*$/m.exec(fs.readFileSync(index, 'utf8'))?.[1] ?? '';
  return new Map(bindings(`{${exported}}`).map(({ imported, local }) => [local, fileOfLocal.get(imported) ?? '']));
}

/** A file's imports of Mantine's own files: the file and the names taken from it. */
function relativeImports(file) {
  return statements(file)
    .filter(({ specifier }) => specifier.startsWith('.'))
    .map(({ clause, specifier }) => ({
      file: path.resolve(path.dirname(file), specifier),
      names: bindings(clause).map((b) => b.imported),
    }));
}

/**
 * The files a set of exports reaches, the @mantine/hooks exports those files import, and the
 * component stylesheets they need (a component's CSS module `components/Button/Button.module.mjs`
 * has its stylesheet in `@mantine/core/styles/Button.css`).
 * @param {readonly string[]} exportNames
 * @returns {{ files: Set<string>, hooks: Set<string>, stylesheets: Set<string> }}
 */
function mantineReach(exportNames) {
  const files = exportFiles();
  const pending = exportNames.map((name) => {
    const file = files.get(name);
    if (!file) throw new Error(`@mantine/core has no export ${name}`);
    return file;
  });
  const reach = { files: new Set(), hooks: new Set(), stylesheets: new Set() };
  while (pending.length > 0) {
    const file = pending.pop();
    if (reach.files.has(file)) continue;
    reach.files.add(file);
    const styles = /\/([^/]+)\.module\.mjs$/.exec(file)?.[1];
    if (styles) reach.stylesheets.add(styles);
    for (const { clause, specifier } of statements(file)) {
      if (specifier.startsWith('.')) pending.push(path.resolve(path.dirname(file), specifier));
      else if (specifier === '@mantine/hooks') for (const { imported } of bindings(clause)) reach.hooks.add(imported);
    }
  }
  return reach;
}

/**
 * What the later part of the shared Mantine takes from the first (see styles.cjs, mantineSplit): the
 * names its own files import from files the first part reaches.
 * @returns {Map<string, string[]>} name -> the files of the later part that import it
 */
function laterPartImports(firstExports, laterExports) {
  const first = mantineReach(firstExports).files;
  const imports = new Map();
  for (const file of mantineReach(laterExports).files) {
    if (first.has(file)) continue;
    for (const target of relativeImports(file)) {
      if (!first.has(target.file)) continue;
      for (const name of target.names) imports.set(name, [...(imports.get(name) ?? []), path.relative(esmDir, file)]);
    }
  }
  return imports;
}

module.exports = { mantineCoreDir, mantineExportFiles: exportFiles, mantineReach, laterPartImports };
