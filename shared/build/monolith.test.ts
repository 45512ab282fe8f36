import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const registryFile = path.resolve(__dirname, '../../shell/src/remotes/servedVersions.ts');
const loadingTerms = path.resolve(__dirname, '../../shell/src/remotes/remoteLoading.ts');

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

  it('gives its runtimeSources every method of RemoteSources, so the baseline does not throw when it renders a page', () => {
    const terms = fs.readFileSync(loadingTerms, 'utf8');
    const members = /export interface RemoteSources \{([\s\S]*?)\n\}/.exec(terms)?.[1] ?? '';
    const methods = [...members.matchAll(/^\s+(\w+)\(/gm)].map((match) => match[1]).sort();
    const sources = /export const runtimeSources = \{([\s\S]*?)\n\};/.exec(loaderSource())?.[1] ?? '';
    const provided = [...sources.matchAll(/^ {2}(\w+)\(/gm)].map((match) => match[1]).sort();
    expect(methods.length).toBeGreaterThan(0);
    expect(provided).toEqual(methods);
  });
});
