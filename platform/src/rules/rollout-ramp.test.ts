import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pickVariant } from './rollout';

const guests = Array.from({ length: 4000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
const assign = (variants: { version: string; weight: number }[]) =>
  new Map(guests.map((guest) => [guest, pickVariant({ guest, venue: 1, remote: 'mfe_menu', rollout: 7 }, variants)]));
const share = (assigned: Map<string, string | undefined>, version: string) =>
  [...assigned.values()].filter((v) => v === version).length / assigned.size;

describe('a ramp of an experiment', () => {
  it('from 10 % to 50 % keeps every guest of v2 on v2 and moves only the guests it needs', () => {
    const before = assign([
      { version: 'initial', weight: 90 },
      { version: 'v2', weight: 10 },
    ]);
    const after = assign([
      { version: 'initial', weight: 50 },
      { version: 'v2', weight: 50 },
    ]);
    for (const [guest, version] of before) if (version === 'v2') assert.equal(after.get(guest), 'v2', guest);
    const moved = guests.filter((g) => before.get(g) !== after.get(g)).length / guests.length;
    // 40 % of the guests must move for v2 to go from 10 % to 50 %; no more do.
    assert.ok(Math.abs(moved - 0.4) < 0.03, `moved ${moved}`);
    assert.ok(Math.abs(share(after, 'v2') - 0.5) < 0.03, `v2 has ${share(after, 'v2')}`);
  });

  it('with three variants, growing one keeps its guests and stopping one moves only its guests', () => {
    const start = [
      { version: 'a', weight: 60 },
      { version: 'b', weight: 20 },
      { version: 'c', weight: 20 },
    ];
    const before = assign(start);
    const grown = assign([
      { version: 'a', weight: 40 },
      { version: 'b', weight: 40 },
      { version: 'c', weight: 20 },
    ]);
    for (const [guest, version] of before) if (version === 'b') assert.equal(grown.get(guest), 'b');
    const stopped = assign([
      { version: 'a', weight: 60 },
      { version: 'b', weight: 0 },
      { version: 'c', weight: 20 },
    ]);
    for (const [guest, version] of before) if (version !== 'b') assert.equal(stopped.get(guest), version);
    assert.equal(share(stopped, 'b'), 0);
  });
});
