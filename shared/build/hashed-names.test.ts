import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A returning guest downloads again only the files whose names changed. So a deploy of one remote
 * must leave every file name of the shell and of the other remotes as it was: nothing of theirs may
 * depend on another remote's sources (build ids, shared chunk ids, a route table read from a
 * remote's folder...). And in the changed remote, a chunk whose code did not change keeps its name
 * and bytes, which a deploy writes once to the folder its versions share. Production builds of the
 * shell and of two remotes, before and after a changed text in the menu, into folders of their own
 * (dist/ is left alone).
 */
const repo = path.resolve(__dirname, '../..');
const changedFile = path.join(repo, 'mfe-menu/src/texts/en.ts');
const change = { from: "myOrders: 'My Orders'", to: "myOrders: 'My past orders'", shown: 'My past orders' };
const apps = [
  { dir: 'shell', args: ['--config-name', 'shell'] },
  { dir: 'mfe-tab', args: [] },
  { dir: 'mfe-menu', args: [] },
];

function build(dir: string, args: string[], output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['rspack', 'build', '--mode', 'production', ...args, '--output-path', output], {
      cwd: path.join(repo, dir),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building ${dir} failed:\n${errors}`))));
  });
}

/** The names of a build's served files; their pre-compressed twins and private maps follow them. */
const servedNames = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !/\.(br|gz|map)$/.test(name) && fs.statSync(path.join(dir, name)).isFile())
    .sort();

async function buildAll(into: string): Promise<Record<string, string[]>> {
  await Promise.all(apps.map(({ dir, args }) => build(dir, args, path.join(into, dir))));
  return Object.fromEntries(apps.map(({ dir }) => [dir, servedNames(path.join(into, dir))]));
}

describe("a deploy of one remote and a returning guest's cache", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-hashed-names-'));
  const original = fs.readFileSync(changedFile, 'utf8');

  afterAll(() => {
    fs.writeFileSync(changedFile, original);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("changes no file name of the shell or of another remote, nor of the menu's unchanged chunks, when the menu's text changes", async () => {
    expect(original).toContain(change.from);
    const before = await buildAll(path.join(work, 'before'));
    try {
      fs.writeFileSync(changedFile, original.replace(change.from, change.to));
      const after = await buildAll(path.join(work, 'after'));
      // The change reached the menu's build: otherwise this test would prove nothing.
      expect(after['mfe-menu']).not.toEqual(before['mfe-menu']);
      expect(after.shell).toEqual(before.shell);
      expect(after['mfe-tab']).toEqual(before['mfe-tab']);
      // In the menu itself, only what holds the text, and the entries that name it, are new files:
      // no build id in any chunk, and no class name that follows one (remote-chunks.cjs).
      // Its files named by their content (the manifest and the harness page are the version's own).
      const hashed = (names: string[] = []) => names.filter((name) => /\.[0-9a-f]{8,}\.[a-z0-9]+$/.test(name));
      const kept = hashed(after['mfe-menu']).filter((name) => before['mfe-menu']?.includes(name));
      const renamed = hashed(after['mfe-menu']).filter((name) => !kept.includes(name));
      const read = (build: string, name: string) => fs.readFileSync(path.join(work, build, 'mfe-menu', name));
      for (const name of kept) expect(read('after', name).equals(read('before', name))).toBe(true);
      const holdsChange = (name: string) => read('after', name).includes(change.shown);
      expect(renamed.filter((name) => !/^(remoteEntry|main)\.[0-9a-f]{8}\.js$/.test(name) && !holdsChange(name))).toEqual([]);
      expect(renamed.filter(holdsChange).length).toBeGreaterThan(0);
      expect(kept.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(10);
    } finally {
      fs.writeFileSync(changedFile, original);
    }
  }, 240_000);
});
