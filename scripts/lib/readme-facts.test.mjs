import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { remotes } from './apps.mjs';
import { COMMAND, generatedReadmes, nodeFact, readmeFacts, readSources, replaceBlocks } from './readme-facts.mjs';

// The READMEs once stated the kernel as 4.0.0 against 5.1.1: their facts now come from the sources.
describe('the READMEs', () => {
  for (const { file, current, generated } of generatedReadmes()) {
    it(`${file} states what its sources say`, () => {
      assert.ok(current === generated, `${file}'s fact blocks are not what the generator writes: run ${COMMAND}`);
    });
  }
});

const sources = {
  nodeEngines: '>=20.19',
  kernelVersion: '6.3.0',
  remotes: [
    {
      name: 'mfe_menu',
      dir: 'mfe-menu',
      origin: 'http://localhost:8081',
      kernelRange: '^6.1.0',
      pages: [{ path: '/menu' }, { path: '/search' }],
      widgets: [],
    },
    {
      name: 'mfe_tab',
      dir: 'mfe-tab',
      origin: 'http://localhost:8082',
      kernelRange: '^6.0.0',
      pages: [{ path: '/open-tab' }],
      widgets: [{ slot: 'tabBar', module: './TabBar' }],
    },
  ],
};

describe('the facts', () => {
  it("list each remote's origin and pages, in the order its declaration gives them", () => {
    const origins = readmeFacts(sources)['README.md'].origins.text;
    assert.match(origins, /^\| http:\/\/localhost:8081 \| `mfe-menu` versions, each at `\/<version>\/`: \/menu, \/search \|$/m);
    assert.match(
      origins,
      /^\| http:\/\/localhost:8082 \| `mfe-tab` versions, each at `\/<version>\/`: \/open-tab, the `tabBar` widget \|$/m,
    );
  });

  it("state the kernel's version and each remote's range and widgets", () => {
    const facts = readmeFacts(sources);
    assert.match(facts['README.md'].remotes.text, /`@tabula\/shared` 6\.3\.0/);
    assert.match(
      facts['README.md'].remotes.text,
      /^\| `mfe-tab\/` \| `mfe_tab` \| `\^6\.0\.0` \| \/open-tab \| `tabBar` \(`\.\/TabBar`\) \|$/m,
    );
    assert.equal(facts['mfe-tab/README.md'].kernel.text, '`^6.0.0`');
  });

  it('name a page a remote adds to its declaration', () => {
    const added = { ...sources, remotes: [{ ...sources.remotes[0], pages: [...sources.remotes[0].pages, { path: '/dish/:id' }] }] };
    assert.match(readmeFacts(added)['README.md'].origins.text, /\/menu, \/search, \/dish\/:id \|$/m);
  });

  it('take the Node version from a ">=" range and refuse any other', () => {
    assert.equal(nodeFact('>=20.19'), 'Node 20.19+');
    assert.throws(() => nodeFact('^20.19.0'), /not a ">=major.minor" range/);
  });

  it('refuse a remote that declares no kernel range', () => {
    assert.throws(
      () => readmeFacts({ ...sources, remotes: [{ ...sources.remotes[0], kernelRange: undefined }] }),
      /mfe-menu\/package.json/,
    );
  });

  it('read from the repo name every remote in remotes.json, at the origin it is served from', () => {
    assert.deepEqual(
      readSources().remotes.map((remote) => [remote.dir, Number(new URL(remote.origin).port)]),
      remotes.map((app) => [app.dir, app.port]),
    );
  });
});

describe('a README block', () => {
  const facts = { node: { text: 'Node 22+', block: false }, list: { text: '| a |\n| b |', block: true } };
  const readme =
    'With <!-- facts:node -->Node 20+<!-- /facts:node --> and npm.\n\n<!-- facts:list -->\n| old |\n<!-- /facts:list -->\nEnd.\n';

  it('gets its fact and leaves the prose around it as it was', () => {
    assert.equal(
      replaceBlocks(readme, facts, 'README.md'),
      'With <!-- facts:node -->Node 22+<!-- /facts:node --> and npm.\n\n<!-- facts:list -->\n| a |\n| b |\n<!-- /facts:list -->\nEnd.\n',
    );
  });

  it('is written the same way twice', () => {
    const once = replaceBlocks(readme, facts, 'README.md');
    assert.equal(replaceBlocks(once, facts, 'README.md'), once);
  });

  it('that is missing, misspelt, doubled or left open is refused, naming the file', () => {
    assert.throws(() => replaceBlocks('With Node 20+.\n', { node: facts.node }, 'x/README.md'), /x\/README.md: no block for facts:node/);
    assert.throws(() => replaceBlocks('<!-- facts:nod -->a<!-- /facts:nod -->', { node: facts.node }, 'R'), /facts:nod is no fact/);
    const twice = '<!-- facts:node -->a<!-- /facts:node --> <!-- facts:node -->b<!-- /facts:node -->';
    assert.throws(() => replaceBlocks(twice, { node: facts.node }, 'R'), /appears twice/);
    assert.throws(() => replaceBlocks('<!-- facts:node -->a', { node: facts.node }, 'R'), /never closed/);
    assert.throws(() => replaceBlocks('a<!-- /facts:node -->', { node: facts.node }, 'R'), /closes no open block/);
  });
});
