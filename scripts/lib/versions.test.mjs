import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
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
