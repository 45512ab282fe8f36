import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as mantine from '@mantine/core';

const repo = path.resolve(__dirname, '../..');
const workspaces: string[] = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).workspaces;

const UNSHIPPED_DIRS = ['node_modules', 'dist', 'test', 'testing'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Tests and their helpers (test/, testing/) run on the whole library in jest; only what ships
    // has to be in the shared subset.
    if (entry.isDirectory()) return UNSHIPPED_DIRS.includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function parse(file: string) {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function packageJson(dir: string): { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

function esmFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : esmFiles(full);
    return full.includes(`${path.sep}esm${path.sep}`) && entry.name.endsWith('.mjs') ? [full] : [];
  });
}

/**
 * The ES module files of the libraries the apps depend on that are built on '@mantine/core' (@mantine/dates):
 * bundled into a remote, they import '@mantine/core' too, and get the shared subset as well.
 */
function mantineExtensionFiles(): string[] {
  const dependencies = new Set(workspaces.flatMap((ws) => Object.keys(packageJson(path.join(repo, ws)).dependencies ?? {})));
  return [...dependencies]
    .map((name) => path.join(repo, 'node_modules', name))
    .filter((dir) => fs.existsSync(path.join(dir, 'package.json')) && packageJson(dir).peerDependencies?.['@mantine/core'])
    .flatMap((dir) => esmFiles(dir));
}

/** Names imported as values (types need no code) from `specifier` anywhere in the apps' sources and Mantine extensions. */
function valueImports(specifier: string): Map<string, string[]> {
  const users = new Map<string, string[]>();
  const appFiles = workspaces.flatMap((ws) => ['src', 'harness'].flatMap((dir) => sourceFiles(path.join(repo, ws, dir))));
  for (const file of [...appFiles, ...mantineExtensionFiles()]) {
    for (const statement of parse(file).statements) {
      if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== specifier) continue;
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      // A namespace or default import would need the whole library: say so rather than guess.
      if (clause.name || (bindings && !ts.isNamedImports(bindings))) users.set('* (whole library)', [path.relative(repo, file)]);
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue;
        const name = (element.propertyName ?? element.name).text;
        users.set(name, [...(users.get(name) ?? []), path.relative(repo, file)]);
      }
    }
  }
  return users;
}

function subsetExports(): string[] {
  return parse(path.join(__dirname, 'mantine-core.mjs')).statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

describe("the '@mantine/core' every app shares", () => {
  const used = valueImports('@mantine/core');
  const subset = subsetExports();

  it('provides every Mantine export the apps import, or a remote would get undefined at run time', () => {
    const missing = [...used].filter(([name]) => !subset.includes(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('carries nothing the apps no longer import, so no guest downloads it', () => {
    expect(subset.filter((name) => !used.has(name))).toEqual([]);
  });

  it('names only real @mantine/core exports', () => {
    expect(subset.filter((name) => !(name in mantine))).toEqual([]);
  });
});
