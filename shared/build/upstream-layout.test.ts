import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { packageDir } from './packages.cjs';
import { SUBSET_SOURCES } from './subsets.cjs';

/**
 * The build keeps five workarounds that rely on third-party packages' inner files, each because it
 * pays on the wire (docs/decisions/federation-build-workarounds.md). An upgrade of @module-federation/*,
 * @rspack/* or a subset's package that moves what one relies on fails here, by name, instead of
 * silently shipping the larger scripts again or breaking the page.
 */
const repo = path.resolve(__dirname, '../..');
const tabDir = path.join(repo, 'mfe-tab');

/** Runs `script` in a node of its own (rspack is an ES module jest cannot load) and parses what it prints. */
const inNode = <T>(script: string): T =>
  JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: tabDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as T;

/** The file patterns the two replacements of federation.cjs match. */
function replacedFiles(): { bundlerRuntime: RegExp; federationCjs: RegExp } {
  const sources = inNode<{ bundlerRuntime: string; federationCjs: string }>(`
    const { BUNDLER_RUNTIME, FEDERATION_CJS } = require(${JSON.stringify(path.join(__dirname, 'federation.cjs'))});
    process.stdout.write(JSON.stringify({ bundlerRuntime: BUNDLER_RUNTIME.source, federationCjs: FEDERATION_CJS.source }));
  `);
  return { bundlerRuntime: new RegExp(sources.bundlerRuntime), federationCjs: new RegExp(sources.federationCjs) };
}

const read = (file: string) => fs.readFileSync(file, 'utf8');

/** What the federation plugin aliases in a real compiler of the tab remote, with or without the hook. */
function federationAliases(withHook: boolean): Record<string, string> {
  return inNode(`
    const { rspack } = require('@rspack/core');
    const config = require(${JSON.stringify(path.join(tabDir, 'rspack.config.cjs'))})({}, { mode: 'production' })[0];
    if (!${withHook}) config.plugins = config.plugins.filter((p) => p.constructor.name !== 'FederationRuntimeEsmPlugin');
    const compiler = rspack(config);
    process.stdout.write(JSON.stringify(compiler.options.resolve.alias));
  `);
}

describe('the third-party files the build relies on', () => {
  it.each(Object.entries(SUBSET_SOURCES))('the subset %s re-exports from %j, which exists', (_alias, [name, file]) => {
    expect(fs.existsSync(path.join(packageDir(name, tabDir), file))).toBe(true);
  });

  it("react-router's production build is where the production alias takes it", () => {
    const dist = path.join(packageDir('react-router', packageDir('react-router-dom', tabDir)), 'dist', 'production');
    for (const file of ['index.mjs', 'dom-export.mjs']) expect(fs.existsSync(path.join(dist, file))).toBe(true);
  });

  it('the federation plugin still aliases @module-federation/runtime to its CommonJS build, which the ES-build hook replaces', () => {
    const plain = federationAliases(false);
    expect(plain['@module-federation/runtime']).toMatch(/\.c?js$/);
    const hooked = federationAliases(true);
    expect(hooked['@module-federation/runtime']).toBeUndefined();
    const esm = hooked['@module-federation/runtime$'] as string;
    expect(fs.existsSync(esm)).toBe(true);
    // The two functions a remote's bundler runtime calls (remote-bundler-runtime.mjs).
    expect(read(esm)).toMatch(/export\s*\{[^}]*\bgetRemoteEntry\b/);
    expect(read(esm)).toMatch(/export\s*\{[^}]*\binit\b/);
  });

  it("the federation plugin's bundler runtime is a CommonJS index with an ES twin, as both replacements expect", () => {
    const tools = packageDir('@module-federation/runtime-tools', tabDir);
    const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [tools] });
    const patterns = replacedFiles();
    expect(bundlerRuntime).toMatch(patterns.bundlerRuntime);
    expect(bundlerRuntime).toMatch(patterns.federationCjs);
    const twin = bundlerRuntime.replace(/index\.cjs$/, 'index.js');
    expect(fs.existsSync(twin)).toBe(true);
    // What the host hands its remotes (bundler-runtime-host.mjs) and a remote takes (remote-bundler-runtime.mjs).
    expect(read(twin)).toMatch(/bundlerRuntime/);
    expect(read(twin)).toMatch(/attachShareScopeMap/);
  });

  it('the bundler runtime still has initContainerEntry in a file of its own, which the host adds for its remotes', () => {
    const dist = path.join(packageDir('@module-federation/webpack-bundler-runtime', tabDir), 'dist');
    const file = path.join(dist, 'initContainerEntry.js');
    expect(fs.existsSync(file)).toBe(true);
    expect(read(file)).toMatch(/export\s*\{[^}]*\binitContainerEntry\b/);
  });
});
