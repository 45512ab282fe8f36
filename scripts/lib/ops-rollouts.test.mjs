import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { secondsOf, stepsOf } from './ops-rollouts.mjs';

describe('npm run ops -- rollout', () => {
  it('reads --every as seconds, minutes or hours', () => {
    assert.equal(secondsOf('30m'), 1800);
    assert.equal(secondsOf('90s'), 90);
    assert.equal(secondsOf('2h'), 7200);
    assert.equal(secondsOf('45'), 45);
    assert.throws(() => secondsOf('half an hour'), /not a duration/);
    assert.throws(() => secondsOf('-5m'), /not a duration/);
  });

  it('reads --steps as percentages', () => {
    assert.deepEqual(stepsOf('5,25,50,100'), [5, 25, 50, 100]);
    assert.deepEqual(stepsOf('20%, 100%'), [20, 100]);
    assert.throws(() => stepsOf('5,,100'), /not a list of percentages/);
    assert.throws(() => stepsOf('a,100'), /not a list of percentages/);
  });
});
