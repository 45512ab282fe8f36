// The facts the READMEs state that a source file already holds (the Node version, the kernel's
// version and each remote's range, origins and routes) are written into marked blocks from those
// sources, so adding a page or bumping the kernel means running `npm run docs:readme`, not editing
// prose. A block is `<!-- facts:name -->…<!-- /facts:name -->`, inline or around whole lines.
import fs from 'node:fs';
import path from 'node:path';
import remoteRoutes from '../../shared/build/remote-routes.cjs';
import remoteList from '../../shared/build/remote-list.cjs';
import { root as repoRoot } from './apps.mjs';

export const COMMAND = 'npm run docs:readme';

/** What the facts are generated from, read from the repo at `root`. */
export function readSources(root = repoRoot) {
  const json = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const remotes = remoteList.readRemotes(path.join(root, 'remotes.json'));
  return {
    nodeEngines: json('package.json').engines?.node,
    kernelVersion: json('shared/package.json').version,
    remotes: remotes.map(({ name, dir, entry }) => ({
      name,
      dir,
      origin: new URL(entry).origin,
      kernelRange: json(`${dir}/package.json`).dependencies?.['@tabula/shared'],
      ...remoteRoutes.readRoutes(path.join(root, dir)),
    })),
  };
}

/** "Node 20.19+" from engines.node ">=20.19". */
export function nodeFact(engines) {
  const [, version] = /^>=(\d+(?:\.\d+){0,2})$/.exec(engines ?? '') ?? [];
  if (!version) throw new Error(`package.json engines.node ${engines} is not a ">=major.minor" range`);
  return `Node ${version}+`;
}

const pagesOf = (remote) => remote.pages.map((page) => page.path).join(', ');
const widgetsOf = (remote) => remote.widgets.map((widget) => `\`${widget.slot}\` (\`${widget.module}\`)`).join(', ');

/** The remotes' origins, for the section on what `npm start` serves. */
export function originsTable(sources) {
  return [
    '| origin | what |',
    '| --- | --- |',
    ...sources.remotes.map((remote) => {
      const widgets = remote.widgets.map((widget) => `, the \`${widget.slot}\` widget`).join('');
      return `| ${remote.origin} | \`${remote.dir}\` versions, each at \`/<version>/\`: ${pagesOf(remote)}${widgets} |`;
    }),
  ].join('\n');
}

/** The kernel's version and, per remote, what the Layout says of it. */
export function remotesTable(sources) {
  return [
    `The kernel is \`@tabula/shared\` ${sources.kernelVersion} (\`shared/package.json\`). The remotes, as \`remotes.json\` lists them,`,
    "with the kernel range each one's `package.json` declares and the pages and widgets its `src/routes.json` declares:",
    '',
    '| folder | federation name | kernel range | pages | widgets |',
    '| --- | --- | --- | --- | --- |',
    ...sources.remotes.map(
      (remote) =>
        `| \`${remote.dir}/\` | \`${remote.name}\` | \`${remote.kernelRange}\` | ${pagesOf(remote)} | ${widgetsOf(remote) || 'none'} |`,
    ),
  ].join('\n');
}

/**
 * Every README's blocks and what each holds: `block` ones stand on lines of their own between
 * their markers, the others sit inside a sentence.
 * @returns {Record<string, Record<string, { text: string, block: boolean }>>}
 */
export function readmeFacts(sources) {
  const facts = {
    'README.md': {
      node: { text: nodeFact(sources.nodeEngines), block: false },
      origins: { text: originsTable(sources), block: true },
      remotes: { text: remotesTable(sources), block: true },
    },
  };
  for (const remote of sources.remotes) {
    if (!remote.kernelRange) throw new Error(`${remote.dir}/package.json declares no range of @tabula/shared`);
    facts[`${remote.dir}/README.md`] = { kernel: { text: `\`${remote.kernelRange}\``, block: false } };
  }
  return facts;
}

const MARKER = /<!-- (\/?)facts:([a-z-]+) -->/g;

/**
 * The text with each block's content replaced by its fact. Throws, naming `file`, when a fact has
 * no block, a block is named twice or names no fact, or a marker is not closed: a misspelt block
 * would otherwise go stale unseen.
 */
export function replaceBlocks(text, facts, file) {
  const fail = (why) => {
    throw new Error(`${file}: ${why}`);
  };
  const seen = new Set();
  let out = '';
  let from = 0;
  let open = null;
  for (const match of text.matchAll(MARKER)) {
    const [marker, closing, name] = match;
    if (!closing) {
      if (open) fail(`<!-- facts:${name} --> opens inside facts:${open.name}`);
      if (!facts[name]) fail(`facts:${name} is no fact the generator writes (${Object.keys(facts).join(', ')})`);
      if (seen.has(name)) fail(`facts:${name} appears twice`);
      seen.add(name);
      open = { name, end: match.index + marker.length };
      continue;
    }
    if (open?.name !== name) fail(`<!-- /facts:${name} --> closes no open block`);
    const { text: fact, block } = facts[name];
    out += text.slice(from, open.end) + (block ? `\n${fact}\n` : fact) + marker;
    from = match.index + marker.length;
    open = null;
  }
  if (open) fail(`<!-- facts:${open.name} --> is never closed`);
  const missing = Object.keys(facts).filter((name) => !seen.has(name));
  if (missing.length) fail(`no block for ${missing.map((name) => `facts:${name}`).join(', ')}`);
  return out + text.slice(from);
}

/** Each README as the generator writes it, beside what it holds now. */
export function generatedReadmes(root = repoRoot, sources = readSources(root)) {
  return Object.entries(readmeFacts(sources)).map(([file, facts]) => {
    const current = fs.readFileSync(path.join(root, file), 'utf8');
    return { file, current, generated: replaceBlocks(current, facts, file) };
  });
}
