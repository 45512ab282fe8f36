import { makeOrder } from '../test/fixtures';
import { cacheClearStep, historyWith, newestFirst, pruneHistory } from './history';

const now = Date.parse('2026-05-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

describe('pruneHistory', () => {
  it('drops entries submitted more than a day ago', () => {
    const fresh = makeOrder({ order_uuid: 'a', submitted_for_review: hoursAgo(23) });
    const edge = makeOrder({ order_uuid: 'b', submitted_for_review: hoursAgo(24) });
    const old = makeOrder({ order_uuid: 'c', submitted_for_review: hoursAgo(25) });
    const unsent = makeOrder({ order_uuid: 'd', submitted_for_review: null });
    expect(pruneHistory([fresh, edge, old, unsent], now).map((o) => o.order_uuid)).toEqual(['a', 'b', 'd']);
  });
});

describe('cacheClearStep', () => {
  it('counts down from 3 and prunes when below 2, then starts again', () => {
    expect(cacheClearStep(3)).toEqual({ counter: 2, prune: false });
    expect(cacheClearStep(2)).toEqual({ counter: 1, prune: false });
    expect(cacheClearStep(1)).toEqual({ counter: 3, prune: true });
    expect(cacheClearStep(0)).toEqual({ counter: 3, prune: true });
  });
});

describe('history list', () => {
  it('puts the newest copy of an order first', () => {
    const a = makeOrder({ order_uuid: 'a', status: 2 });
    const b = makeOrder({ order_uuid: 'b' });
    expect(historyWith([b, a], { ...a, status: 3 })).toEqual([{ ...a, status: 3 }, b]);
  });

  it('sorts newest first with unsent orders last', () => {
    const orders = [
      makeOrder({ order_uuid: 'old', submitted_for_review: hoursAgo(5) }),
      makeOrder({ order_uuid: 'none', submitted_for_review: null }),
      makeOrder({ order_uuid: 'new', submitted_for_review: hoursAgo(1) }),
    ];
    expect(newestFirst(orders).map((o) => o.order_uuid)).toEqual(['new', 'old', 'none']);
  });
});
