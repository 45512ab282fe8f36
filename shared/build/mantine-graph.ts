import fs from 'node:fs';
import path from 'node:path';

/**
 * What a set of @mantine/core exports pulls in, read from Mantine's ES build: the files it reaches,
 * the @mantine/hooks exports those files import, and the component stylesheets they need (a
 * component's CSS module `components/Button/Button.module.mjs` has its stylesheet in
 * `@mantine/core/styles/Button.css`). The bundler follows the same imports, so this is what ships.
 */
export interface MantineReach {
  hooks: Set<string>;
  stylesheets: Set<string>;
}

/** Where @mantine/core is installed (its exports map hides package.json and the ES build). */
export const mantineCoreDir = path.resolve(path.dirname(require.resolve('@mantine/core')), '..');
const esmDir = path.join(mantineCoreDir, 'esm');
const STATEMENT = /^(?:import|export)\s+(?:([\s\S]*?)\s+from\s+)?"([^"]+)";?$/gm;

interface Binding {
  imported: string;
  local: string;
}

function statements(file: string): { clause: string; specifier: string }[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(STATEMENT)].map((m) => ({ clause: m[1] ?? '', specifier: m[2] as string }));
}

function bindings(clause: string): Binding[] {
  const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  return braces
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter(([imported]) => imported)
    .map(([imported, local]) => ({ imported: imported as string, local: local ?? (imported as string) }));
}

/** Export name -> the file of Mantine's ES build that defines it. */
function exportFiles(): Map<string, string> {
  const index = path.join(esmDir, 'index.mjs');
  const fileOfLocal = new Map<string, string>();
  for (const { clause, specifier } of statements(index)) {
    for (const { local } of bindings(clause)) fileOfLocal.set(local, path.resolve(esmDir, specifier));
  }
  const exported = /export\s*\{([^}]*)\}\s*;?\s*$/m.exec(fs.readFileSync(index, 'utf8'))?.[1] ?? '';
  return new Map(bindings(`{${exported}}`).map(({ imported, local }) => [local, fileOfLocal.get(imported) ?? '']));
}

export function mantineReach(exportNames: readonly string[]): MantineReach {
  const files = exportFiles();
  const pending = exportNames.map((name) => {
    const file = files.get(name);
    if (!file) throw new Error(`@mantine/core has no export ${name}`);
    return file;
  });
  const seen = new Set<string>();
  const reach: MantineReach = { hooks: new Set(), stylesheets: new Set() };
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const styles = /\/([^/]+)\.module\.mjs$/.exec(file)?.[1];
    if (styles) reach.stylesheets.add(styles);
    for (const { clause, specifier } of statements(file)) {
      if (specifier.startsWith('.')) pending.push(path.resolve(path.dirname(file), specifier));
      else if (specifier === '@mantine/hooks') for (const { imported } of bindings(clause)) reach.hooks.add(imported);
    }
  }
  return reach;
}
