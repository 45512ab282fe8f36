import { checkSplit } from './results';

describe('a split the operator enters', () => {
  it('sends the versions with a weight above 0', () => {
    expect(checkSplit(' bistro ', { a: '50', b: '50', c: '', d: '0' })).toEqual({ ok: true, variants: { a: 50, b: 50 } });
  });

  it.each([
    ['no venue', '', { a: '50' }, 'venue'],
    ['a venue with spaces', 'the bistro', { a: '50' }, 'venue'],
    ['a weight above 100', 'bistro', { a: '101' }, 'weight'],
    ['a fractional weight', 'bistro', { a: '12.5' }, 'weight'],
    ['a negative weight', 'bistro', { a: '-5' }, 'weight'],
    ['no weight above 0', 'bistro', { a: '0', b: '' }, 'total'],
  ])('refuses %s', (_label, venue, weights, error) => {
    expect(checkSplit(venue, weights)).toEqual({ ok: false, error });
  });
});
