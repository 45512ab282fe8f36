import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missingExposes, pickVariant, sharedMismatches, splitProblem } from './rollout';

describe('the variant a guest gets', () => {
  const key = (guest: string, rollout = 1) => ({ guest, venue: 1, remote: 'mfe_menu', rollout });

  it('is the same every time for the same guest and split, and follows the weights over many guests', () => {
    const variants = [
      { version: 'a', weight: 30 },
      { version: 'b', weight: 70 },
    ];
    let b = 0;
    for (let i = 0; i < 2000; i++) {
      const guest = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const version = pickVariant(key(guest), variants);
      assert.equal(pickVariant(key(guest), [...variants].reverse()), version);
      if (version === 'b') b++;
    }
    assert.ok(Math.abs(b / 2000 - 0.7) < 0.04, `b got ${b / 20}%`);
  });

  it('never lands on a variant at weight 0, and is none when every weight is 0', () => {
    for (let i = 0; i < 100; i++) {
      assert.equal(
        pickVariant(key(`guest-${i}`), [
          { version: 'a', weight: 0 },
          { version: 'b', weight: 5 },
        ]),
        'b',
      );
    }
    assert.equal(pickVariant(key('guest'), [{ version: 'a', weight: 0 }]), undefined);
  });
});

describe('a split', () => {
  it('needs whole weights 0..100 with one above 0', () => {
    assert.equal(splitProblem({ a: 50, b: 50 }), undefined);
    assert.equal(splitProblem({ a: 0, b: 1 }), undefined);
    assert.equal(splitProblem({}), 'A split needs at least one version');
    assert.equal(splitProblem({ a: 0 }), 'At least one weight must be above 0');
    assert.equal(splitProblem({ a: 101 }), 'Weights are whole numbers from 0 to 100');
    assert.equal(splitProblem({ a: 1.5 }), 'Weights are whole numbers from 0 to 100');
  });
});

describe('whether the shell can host a build', () => {
  const shell = [
    { name: 'react', version: '19.2.3' },
    { name: '@tabula/shared', version: '0.1.0' },
  ];

  it('accepts requirements the shell’s versions satisfy, and ignores packages neither side shares as a singleton', () => {
    assert.deepEqual(
      sharedMismatches(
        [
          { name: 'react', requiredVersion: '^19.0.0' },
          { name: 'i18next', requiredVersion: '^99.0.0' },
        ],
        shell,
      ),
      [],
    );
  });

  it('names every requirement the shell does not meet', () => {
    assert.deepEqual(
      sharedMismatches(
        [
          { name: 'react', requiredVersion: '^20.0.0' },
          { name: '@tabula/shared', requiredVersion: '^0.2.0' },
          { name: 'effector', requiredVersion: '^23.0.0', singleton: true },
          { name: 'react-dom', requiredVersion: 'soon' },
        ],
        [...shell, { name: 'react-dom', version: '19.2.3' }],
      ),
      [
        'it needs react ^20.0.0, the shell provides 19.2.3',
        'it needs @tabula/shared ^0.2.0, the shell provides 0.1.0',
        'its requirement react-dom "soon" is not a version range',
        'it needs effector ^23.0.0, which the shell does not provide',
      ],
    );
  });
});

describe('whether a build exposes what the shell loads', () => {
  it('checks every singleton the shell shares, not a hand list: i18next included', () => {
    assert.deepEqual(sharedMismatches([{ name: 'i18next', requiredVersion: '^26.0.0' }], [{ name: 'i18next', version: '27.1.2' }]), [
      'it needs i18next ^26.0.0, the shell provides 27.1.2',
    ]);
  });

  it('names each module the shell loads that the build no longer exposes under that name', () => {
    assert.deepEqual(missingExposes(['./MenuPage', './SearchPage'], ['./MenuPage', './Search']), ['./SearchPage']);
    assert.deepEqual(missingExposes(['./MenuPage'], ['./MenuPage', './Extra']), []);
  });
});
