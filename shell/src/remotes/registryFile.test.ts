import { parseRemoteRegistry } from './registryFile';

const valid = {
  remotes: {
    mfe_menu: { entry: 'http://localhost:3001/mf-manifest.json', version: 'initial' },
    mfe_tab: { entry: 'http://localhost:3002/mf-manifest.json', version: 'initial' },
    mfe_checkout: { entry: 'http://localhost:3003/mf-manifest.json', version: 'initial' },
    mfe_hotel: { entry: 'http://localhost:3004/mf-manifest.json', version: 'initial' },
  },
};

const fileWithoutVersions = {
  remotes: Object.fromEntries(Object.entries(valid.remotes).map(([name, { entry }]) => [name, { entry }])),
};

describe('parseRemoteRegistry', () => {
  it('returns the entries and versions of a valid registry', () => {
    expect(parseRemoteRegistry(valid)).toEqual(valid);
  });

  it('passes on what this browser alone runs, for the badge that names it', () => {
    const pinned = [{ remote: 'mfe_menu', version: 'v2', entry: 'http://localhost:8081/v2/mf-manifest.json', by: 'preview' }];
    expect(parseRemoteRegistry({ ...valid, pinned })).toEqual({ ...valid, pinned });
    expect(parseRemoteRegistry(valid)).not.toHaveProperty('pinned');
  });

  it("says when this browser's preview link ended since it opened it", () => {
    expect(parseRemoteRegistry({ ...valid, preview_ended: true })).toEqual({ ...valid, previewEnded: true });
    expect(parseRemoteRegistry({ ...valid, preview_ended: 'yes' })).toEqual(valid);
  });

  it('keeps the receipt of what the page was served, which failure reports carry', () => {
    expect(parseRemoteRegistry({ ...valid, receipt: 'cGFnZQ.c2lnbmVk' })).toEqual({ ...valid, receipt: 'cGFnZQ.c2lnbmVk' });
    expect(parseRemoteRegistry({ ...valid, receipt: 5 })).toEqual(valid);
  });

  it('labels the builds of a registry file that names no versions "initial"', () => {
    expect(parseRemoteRegistry(fileWithoutVersions)).toEqual(valid);
  });

  it('keeps the fallback of a guest on a variant', () => {
    const variant = {
      entry: 'http://localhost:8081/b/mf-manifest.json',
      version: 'b',
      fallback: { entry: 'http://localhost:8081/a/mf-manifest.json', version: 'a' },
    };
    expect(parseRemoteRegistry({ remotes: { ...valid.remotes, mfe_menu: variant } }).remotes.mfe_menu).toEqual(variant);
  });

  it('keeps the remote entry the server read from the manifest, and drops one that is malformed', () => {
    const read = {
      entry: 'http://localhost:8081/v2/mf-manifest.json',
      version: 'v2',
      script: 'http://localhost:8081/_files/remoteEntry.0c174ca8.js',
    };
    expect(parseRemoteRegistry({ remotes: { ...valid.remotes, mfe_menu: read } }).remotes.mfe_menu).toEqual(read);
    const malformed = { ...read, script: 7 };
    expect(parseRemoteRegistry({ remotes: { ...valid.remotes, mfe_menu: malformed } }).remotes.mfe_menu).toEqual({
      entry: read.entry,
      version: 'v2',
    });
  });

  it('drops properties beside entry, version and fallback', () => {
    const withExtra = { remotes: { ...valid.remotes, mfe_tab: { entry: 'x', version: 'v2', note: 'y' } } };
    expect(parseRemoteRegistry(withExtra).remotes.mfe_tab).toEqual({ entry: 'x', version: 'v2' });
  });

  it('ignores remotes this shell does not know', () => {
    expect(parseRemoteRegistry({ remotes: { ...valid.remotes, mfe_new: { entry: 'x' } } })).toEqual(valid);
  });

  it.each([
    ['null', null, 'expected an object with a "remotes" object'],
    ['an array', [], 'expected an object with a "remotes" object'],
    ['remotes as an array', { remotes: [] }, 'expected an object with a "remotes" object'],
    ['a missing remote', { remotes: { ...valid.remotes, mfe_hotel: undefined } }, 'remote "mfe_hotel" is missing'],
    ['an empty entry', { remotes: { ...valid.remotes, mfe_menu: { entry: ' ' } } }, 'remote "mfe_menu" needs a non-empty string "entry"'],
    ['a numeric entry', { remotes: { ...valid.remotes, mfe_menu: { entry: 3 } } }, 'remote "mfe_menu" needs a non-empty string "entry"'],
    [
      'an empty version',
      { remotes: { ...valid.remotes, mfe_menu: { entry: 'x', version: '' } } },
      'remote "mfe_menu" needs a non-empty string "version"',
    ],
    [
      'a fallback that is not an object',
      { remotes: { ...valid.remotes, mfe_menu: { entry: 'x', version: 'b', fallback: 'a' } } },
      'the fallback of "mfe_menu" must be an object',
    ],
    [
      'a fallback without an entry',
      { remotes: { ...valid.remotes, mfe_menu: { entry: 'x', version: 'b', fallback: { version: 'a' } } } },
      'the fallback of "mfe_menu" needs a non-empty string "entry"',
    ],
  ])('rejects %s', (_label, json, message) => {
    expect(() => parseRemoteRegistry(json)).toThrow(`Remote registry: ${message}`);
  });
});

describe('the experiment a guest is in', () => {
  it('is kept with the remote it is of, and dropped when malformed rather than failing the page', () => {
    const inExperiment = { entry: 'x', version: 'v2', experiment: { id: 4, phase: 2 } };
    expect(parseRemoteRegistry({ remotes: { ...valid.remotes, mfe_menu: inExperiment } }).remotes.mfe_menu).toEqual(inExperiment);
    for (const experiment of [{ id: '4', phase: 1 }, { id: 4 }, { id: 0, phase: 1 }, 'x']) {
      expect(
        parseRemoteRegistry({ remotes: { ...valid.remotes, mfe_menu: { entry: 'x', version: 'v2', experiment } } }).remotes.mfe_menu,
      ).toEqual({
        entry: 'x',
        version: 'v2',
      });
    }
  });
});
