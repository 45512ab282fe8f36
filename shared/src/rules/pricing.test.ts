import { lineTotal } from './pricing';

describe('totals', () => {
  it('multiplies unit by quantity', () => {
    expect(lineTotal(12.5, 3)).toBe(37.5);
    expect(lineTotal(1.1, 3)).toBe(3.3);
  });
});
