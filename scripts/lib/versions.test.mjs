import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { placeVersion, writeSeedRegistry } from './versions.mjs';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-versions-'));
after(() => fs.rmSync(base, { recursive: true, force: true }));

function build(name, text) {
  const dir = path.join(base, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), text);
  return dir;
}

describe('a remote version', () => {
  it('is placed whole and never replaced by a later build under the same label', () => {
    const versions = path.join(base, 'deployments', 'mfe_menu');
    assert.equal(placeVersion(build('first', '{"v":1}'), versions, 'v1'), true);
    assert.equal(placeVersion(build('second', '{"v":2}'), versions, 'v1'), false);
    assert.equal(fs.readFileSync(path.join(versions, 'v1', 'mf-manifest.json'), 'utf8'), '{"v":1}');
    assert.deepEqual(fs.readdirSync(versions), ['v1'], 'no half-copied folder is left behind');
  });
});

/** A build as the remotes' production config writes it: a hashed entry and chunks beside a manifest naming them. */
function sharingBuild(name, { chunk = 'console.log(1)', publicPath = 'auto' } = {}) {
  const dir = path.join(base, name);
  fs.mkdirSync(path.join(dir, 'first-paint'), { recursive: true });
  const files = { 'remoteEntry.0a1b2c3d.js': 'entry', '368.11112222.js': chunk, '181.33334444.css': '.a{}' };
  for (const [file, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, file), text);
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(text));
  }
  fs.writeFileSync(path.join(dir, 'first-paint', 'MenuPage.html'), '<header></header>');
  fs.writeFileSync(path.join(dir, 'harness-runtime.js'), 'runtime');
  const manifest = {
    id: 'mfe_menu',
    metaData: {
      publicPath,
      remoteEntry: { name: 'remoteEntry.0a1b2c3d.js', path: '', type: 'global' },
      firstPaint: { './MenuPage': 'first-paint/MenuPage.html' },
    },
    exposes: [
      { path: './MenuPage', assets: { js: { sync: ['368.11112222.js'], async: [] }, css: { sync: ['181.33334444.css'], async: [] } } },
    ],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json.gz'), zlib.gzipSync(JSON.stringify({ stale: true })));
  return dir;
}

describe('the files a remote’s versions share', () => {
  const versions = path.join(base, 'deployments-shared', 'mfe_menu');
  const shared = path.join(versions, '_files');

  it('are written once into _files/, and the version’s manifest (and its compressed twin) names them there', () => {
    assert.equal(placeVersion(sharingBuild('s1'), versions, 'v1'), true);
    assert.deepEqual(fs.readdirSync(path.join(versions, 'v1')).sort(), [
      'first-paint',
      'harness-runtime.js',
      'mf-manifest.json',
      'mf-manifest.json.br',
      'mf-manifest.json.gz',
    ]);
    assert.equal(fs.readFileSync(path.join(shared, '368.11112222.js'), 'utf8'), 'console.log(1)');
    const manifest = JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(versions, 'v1', 'mf-manifest.json.gz'))).toString());
    assert.deepEqual(manifest.metaData.remoteEntry, { name: 'remoteEntry.0a1b2c3d.js', path: '../_files', type: 'global' });
    assert.deepEqual(manifest.exposes[0].assets.js.sync, ['../_files/368.11112222.js']);
    assert.deepEqual(manifest.exposes[0].assets.css.sync, ['../_files/181.33334444.css']);
    // A file beside the manifest (the first paint) stays the version's own.
    assert.equal(manifest.metaData.firstPaint['./MenuPage'], 'first-paint/MenuPage.html');
    assert.equal(
      JSON.stringify(JSON.parse(fs.readFileSync(path.join(versions, 'v1', 'mf-manifest.json'), 'utf8'))),
      JSON.stringify(manifest),
    );
  });

  it('are kept, not written again, by a later version whose same-named files hold the same bytes', () => {
    const before = fs.statSync(path.join(shared, '368.11112222.js')).mtimeMs;
    assert.equal(placeVersion(sharingBuild('s2'), versions, 'v2'), true);
    assert.equal(fs.statSync(path.join(shared, '368.11112222.js')).mtimeMs, before);
    assert.ok(fs.existsSync(path.join(versions, 'v2', 'mf-manifest.json')));
  });

  it('are never overwritten with other bytes: such a deploy is refused and places no version', () => {
    assert.throws(() => placeVersion(sharingBuild('s3', { chunk: 'console.log("other")' }), versions, 'v3'), /exists with other content/);
    assert.equal(fs.readFileSync(path.join(shared, '368.11112222.js'), 'utf8'), 'console.log(1)');
    assert.ok(!fs.existsSync(path.join(versions, 'v3')));
    assert.deepEqual(
      fs.readdirSync(shared).filter((file) => file.startsWith('.')),
      [],
      'no partial file is left behind',
    );
  });

  it('are named by the build itself when it was built for a known address (<public url>/_files/)', () => {
    const cdn = path.join(base, 'bucket', 'menu');
    assert.equal(placeVersion(sharingBuild('s4', { publicPath: 'https://cdn.example/menu/_files/' }), cdn, 'v4'), true);
    const manifest = JSON.parse(fs.readFileSync(path.join(cdn, 'v4', 'mf-manifest.json'), 'utf8'));
    assert.deepEqual(manifest.exposes[0].assets.js.sync, ['368.11112222.js']);
    assert.ok(fs.existsSync(path.join(cdn, '_files', 'remoteEntry.0a1b2c3d.js')));
  });

  it('stay in the version’s folder for a build of the older layout (an entry that is not content-hashed)', () => {
    const old = sharingBuild('s5');
    const manifestFile = path.join(old, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.metaData.remoteEntry.name = 'remoteEntry.js';
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const flat = path.join(base, 'flat', 'mfe_menu');
    assert.equal(placeVersion(old, flat, 'v5'), true);
    assert.deepEqual(fs.readdirSync(flat), ['v5']);
    assert.ok(fs.existsSync(path.join(flat, 'v5', '368.11112222.js')));
  });
});

describe('the registry the API seeds on its first start', () => {
  it('points the entries naming a local origin’s build at its copied version, and leaves a CDN’s alone', () => {
    const source = path.join(base, 'remotes.json');
    fs.writeFileSync(
      source,
      JSON.stringify({
        remotes: {
          mfe_menu: { entry: 'http://localhost:8081/mf-manifest.json' },
          mfe_tab: { entry: 'https://cdn.example/tab/7/mf-manifest.json' },
        },
      }),
    );
    const target = writeSeedRegistry(source, path.join(base, 'data', 'seed-remotes.json'), {
      mfe_menu: 'initial-0123456789ab',
      mfe_tab: 'initial-ba9876543210',
    });
    assert.deepEqual(JSON.parse(fs.readFileSync(target, 'utf8')), {
      remotes: {
        mfe_menu: { entry: 'http://localhost:8081/initial-0123456789ab/mf-manifest.json' },
        mfe_tab: { entry: 'https://cdn.example/tab/7/mf-manifest.json' },
      },
    });
  });
});
