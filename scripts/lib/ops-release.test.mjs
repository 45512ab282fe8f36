import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { historyText, promoteText, rollbackText, stoppedText } from './ops-release.mjs';

describe('npm run ops -- promote, rollback, history, stop', () => {
  it('names the venues a promote does not reach, and how to end their splits', () => {
    const text = promoteText({ remote: 'mfe_menu', default: 'v3', previous: 'v2', kept_splits: ['bistro', 'harbour'], ended_splits: [] });
    assert.match(text, /^mfe_menu default is now v3 \(previous v2\)/);
    assert.match(text, /Not at bistro, harbour: they keep their own split of mfe_menu/);
    assert.match(text, /npm run ops -- promote mfe_menu v3 --end-splits/);
    const ended = promoteText({ remote: 'mfe_menu', default: 'v3', previous: 'v2', kept_splits: [], ended_splits: ['bistro'] });
    assert.match(ended, /Ended the splits of bistro: their guests get v3 too\./);
    assert.doesNotMatch(ended, /--end-splits/);
  });

  it('says which version a rollback went back to, and what the next would restore', () => {
    assert.equal(
      rollbackText({ remote: 'mfe_menu', default: 'v2', from: 'v3', previous: 'v1' }),
      'mfe_menu rolled back to v2 (was v3); the next rollback restores v1',
    );
    assert.match(rollbackText({ remote: 'mfe_menu', default: 'v1', from: 'v2', previous: null }), /no earlier default is left$/);
  });

  it('lists the earlier defaults newest first, marking the next rollback', () => {
    const text = historyText({
      name: 'mfe_menu',
      default: 'v3',
      earlier_defaults: [
        { version: 'v2', since: '2026-12-01T10:00:00.000Z', replaced_at: '2026-12-02T10:00:00.000Z' },
        { version: 'v1', since: null, replaced_at: '2026-12-01T10:00:00.000Z' },
      ],
    });
    const lines = text.split('\n');
    assert.equal(lines[0], 'mfe_menu  default v3');
    assert.match(lines[1] ?? '', /^ {2}1\. v2 .* <- the next rollback$/);
    assert.match(lines[2] ?? '', /^ {2}2\. v1 .*before the history was kept/);
    assert.match(historyText({ name: 'mfe_tab', default: 'initial', earlier_defaults: [] }), /rollback has nothing to go back to/);
  });

  it('says where a stopped version lost its guests and what the default is', () => {
    const text = stoppedText({
      remote: 'mfe_menu',
      version: 'v3',
      reason: 'Stopped by maria: broken images',
      paused: [{ venue: 'bistro', weight: 50 }],
      default: 'v2',
      rolled_back: true,
    });
    assert.equal(
      text,
      'mfe_menu v3 stopped: Stopped by maria: broken images\nWeight 0 at bistro (was 50). It was the default: v2 is again.',
    );
  });
});
