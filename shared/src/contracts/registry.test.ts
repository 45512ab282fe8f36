import { parseRemoteRegistry } from './registry';

const valid = {
  remotes: {
    mfe_menu: { entry: 'http://localhost:3001/mf-manifest.json' },
    mfe_tab: { entry: 'http://localhost:3002/mf-manifest.json' },
    mfe_checkout: { entry: 'http://localhost:3003/mf-manifest.json' },
    mfe_hotel: { entry: 'http://localhost:3004/mf-manifest.json' },
  },
};

describe('parseRemoteRegistry', () => {
  it('returns the entries of a valid registry', () => {
    expect(parseRemoteRegistry(valid)).toEqual(valid);
  });

  it('drops properties beside entry', () => {
    const withExtra = { remotes: { ...valid.remotes, mfe_tab: { entry: 'x', note: 'y' } } };
    expect(parseRemoteRegistry(withExtra).remotes.mfe_tab).toEqual({ entry: 'x' });
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
  ])('rejects %s', (_label, json, message) => {
    expect(() => parseRemoteRegistry(json)).toThrow(`Remote registry: ${message}`);
  });
});
