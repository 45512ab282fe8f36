import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as mantineCore from '@mantine/core';
import * as mantineHooks from '@mantine/hooks';
import * as reactI18next from 'react-i18next';
import * as reactRouterDom from 'react-router-dom';
import { laterPartImports, mantineCoreDir, mantineExportFiles, mantineReach } from './mantine-graph.cjs';

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
 * bundled into a remote, they import '@mantine/core' and '@mantine/hooks' too, and get the shared subsets as well.
 */
function mantineExtensionFiles(): string[] {
  const dependencies = new Set(workspaces.flatMap((ws) => Object.keys(packageJson(path.join(repo, ws)).dependencies ?? {})));
  return [...dependencies]
    .map((name) => path.join(repo, 'node_modules', name))
    .filter((dir) => fs.existsSync(path.join(dir, 'package.json')) && packageJson(dir).peerDependencies?.['@mantine/core'])
    .flatMap((dir) => esmFiles(dir));
}

// The operator's app (ops/) is built outside the federation and bundles the libraries
// itself, so it takes nothing from the shared subsets.
const OPERATOR_APP = path.join(repo, 'ops') + path.sep;

const shipped = [
  ...workspaces
    .flatMap((ws) => ['src', 'harness'].flatMap((dir) => sourceFiles(path.join(repo, ws, dir))))
    .filter((file) => !file.startsWith(OPERATOR_APP)),
  ...mantineExtensionFiles(),
];

/**
 * Names imported as values (types need no code) from `specifier`, or re-exported from it, anywhere
 * in the apps' sources and the Mantine extensions they bundle.
 */
function valueImports(specifier: string): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const file of shipped) {
    for (const statement of parse(file).statements) {
      if (ts.isExportDeclaration(statement) && (statement.moduleSpecifier as ts.StringLiteral | undefined)?.text === specifier) {
        const clause = statement.exportClause;
        if (statement.isTypeOnly) continue;
        if (!clause || !ts.isNamedExports(clause)) users.set('* (whole library)', [path.relative(repo, file)]);
        else
          for (const element of clause.elements) {
            if (element.isTypeOnly) continue;
            const name = (element.propertyName ?? element.name).text;
            users.set(name, [...(users.get(name) ?? []), path.relative(repo, file)]);
          }
        continue;
      }
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

function subsetExports(file: string): string[] {
  return parse(path.join(__dirname, file)).statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

const mantineFirst = subsetExports('mantine-core.mjs');
const mantineLater = subsetExports('mantine-core-later.mjs');
const reach = mantineReach([...mantineFirst, ...mantineLater]);
const laterTakes = laterPartImports(mantineFirst, mantineLater);

describe("the '@mantine/core' every app shares, in two parts (mantine-core.mjs, mantine-core-later.mjs)", () => {
  const used = valueImports('@mantine/core');

  it('provides every export the apps import, or a remote would get undefined at run time', () => {
    const missing = [...used].filter(([name]) => !mantineFirst.includes(name) && !mantineLater.includes(name));
    expect(missing.map(([name, files]) => `${name} (${files.join(', ')})`)).toEqual([]);
  });

  it('carries nothing the apps no longer import, so no guest downloads it', () => {
    expect(mantineLater.filter((name) => !used.has(name))).toEqual([]);
    expect(mantineFirst.filter((name) => !used.has(name) && !laterTakes.has(name))).toEqual([]);
  });

  it('gives the later part, from the first, every name its files import from the files the first part has', () => {
    expect([...laterTakes.keys()].filter((name) => !mantineFirst.includes(name))).toEqual([]);
  });

  it("has each name in one part only, and none of the later part's in a file of the first: a second copy of the file would be a second context", () => {
    const firstFiles = mantineReach(mantineFirst).files;
    expect(mantineLater.filter((name) => mantineFirst.includes(name))).toEqual([]);
    const files = mantineExportFiles();
    expect(mantineLater.filter((name) => firstFiles.has(files.get(name) ?? ''))).toEqual([]);
  });

  it('names only real exports', () => {
    expect([...mantineFirst, ...mantineLater].filter((name) => !(name in mantineCore))).toEqual([]);
  });

  it('is imported by the apps, never re-exported: the build sends imports to the part that has the name, not re-exports', () => {
    const reexports = shipped.filter((file) =>
      parse(file).statements.some(
        (statement) =>
          ts.isExportDeclaration(statement) && (statement.moduleSpecifier as ts.StringLiteral | undefined)?.text === '@mantine/core',
      ),
    );
    expect(reexports.map((file) => path.relative(repo, file))).toEqual([]);
  });
});

const subsets = [
  {
    pkg: '@mantine/hooks',
    file: 'mantine-hooks.mjs',
    library: mantineHooks,
    // The shared Mantine components call hooks through the shared '@mantine/hooks' too.
    alsoUsedBy: new Map([...reach.hooks].map((name) => [name, ['the shared @mantine/core subset']])),
  },
  { pkg: 'react-router-dom', file: 'react-router-dom.mjs', library: reactRouterDom, alsoUsedBy: new Map<string, string[]>() },
  { pkg: 'react-i18next', file: 'react-i18next.mjs', library: reactI18next, alsoUsedBy: new Map<string, string[]>() },
];

describe.each(subsets)("the '$pkg' every app shares ($file)", ({ pkg, file, library, alsoUsedBy }) => {
  const used = new Map([...alsoUsedBy, ...valueImports(pkg)]);
  const subset = subsetExports(file);

  it('provides every export the apps import, or a remote would get undefined at run time', () => {
    const missing = [...used].filter(([name]) => !subset.includes(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('carries nothing the apps no longer import, so no guest downloads it', () => {
    expect(subset.filter((name) => !used.has(name))).toEqual([]);
  });

  it('names only real exports', () => {
    expect(subset.filter((name) => !(name in library))).toEqual([]);
  });
});

describe("Mantine's stylesheet (mantine-core-styles.mjs)", () => {
  // Both parts' styles: a stylesheet is small beside the script, and one file keeps Mantine's order.
  const imported = parse(path.join(__dirname, 'mantine-core-styles.mjs'))
    .statements.filter(ts.isImportDeclaration)
    .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text.replace(/^@mantine\/core\/styles\/(.+)\.css$/, '$1'));
  const BASE = ['baseline', 'default-css-variables', 'global'];

  it('has the styles of every component the shared subsets render or build on, and no others', () => {
    expect(imported.filter((name) => !BASE.includes(name)).sort()).toEqual([...reach.stylesheets].sort());
  });

  it("keeps Mantine's own order, so a component's rules override those of the one it builds on", () => {
    const whole = fs.readFileSync(path.join(mantineCoreDir, 'styles.css'), 'utf8');
    const position = (name: string) => {
      const sheet = fs.readFileSync(path.join(mantineCoreDir, 'styles', `${name}.css`), 'utf8').trim();
      return whole.indexOf(sheet.slice(0, 200));
    };
    const positions = imported.map(position);
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
