import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const registryFile = path.resolve(__dirname, '../../shell/src/remotes/servedVersions.ts');

// In a node of its own: the bundler the build config loads is an ES module jest cannot require.
const loaderSource = () =>
  execFileSync(
    process.execPath,
    ['-e', `process.stdout.write(require(${JSON.stringify(path.join(__dirname, 'monolith.cjs'))}).loaderSource())`],
    {
      encoding: 'utf8',
    },
  );

const exportedNames = (source: string) =>
  [...source.matchAll(/^export (?:async )?(?:function|const|let) (\w+)/gm)].map((match) => match[1]).sort();

describe('the one-bundle baseline of npm run bench:load', () => {
  it("swaps in a loader with every name the shell's remote loading exports, so the baseline still builds after the shell changes", () => {
    expect(exportedNames(loaderSource())).toEqual(exportedNames(fs.readFileSync(registryFile, 'utf8')));
  });
});
