import { MAX_BILL_SHARES, sharesAmount, splitEqually } from './bill-split';

describe('splitEqually', () => {
  it('gives every share the balance divided down to the cent, and the remainder to the last share', () => {
    expect(splitEqually(1000, 3)).toEqual([333, 333, 334]);
    expect(splitEqually(900, 2)).toEqual([450, 450]);
    expect(splitEqually(7, 4)).toEqual([1, 1, 1, 4]);
    expect(splitEqually(0, 3)).toEqual([0, 0, 0]);
  });

  it('always adds up to the balance, whatever the balance and the number of people', () => {
    for (let balance = 0; balance <= 2_003; balance += 37) {
      for (let count = 1; count <= MAX_BILL_SHARES; count += 1) {
        const shares = splitEqually(balance, count);
        expect(shares).toHaveLength(count);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(balance);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThan(count);
      }
    }
  });

  it('refuses what is not a balance in cents or a number of people', () => {
    expect(() => splitEqually(10.5, 2)).toThrow(RangeError);
    expect(() => splitEqually(-1, 2)).toThrow(RangeError);
    expect(() => splitEqually(100, 0)).toThrow(RangeError);
  });
});

describe('sharesAmount', () => {
  it('pays the first shares, and the remainder only with the last one', () => {
    expect(sharesAmount(1000, 3, 1)).toBe(333);
    expect(sharesAmount(1000, 3, 2)).toBe(666);
    expect(sharesAmount(1000, 3, 3)).toBe(1000);
  });

  it('leaves, after one share is paid, exactly the other shares to pay', () => {
    const balance = 2_351;
    const paid = sharesAmount(balance, 4, 1);
    expect(balance - paid).toBe(
      splitEqually(balance, 4)
        .slice(1)
        .reduce((a, b) => a + b, 0),
    );
  });

  it('refuses to pay no share, or more shares than there are', () => {
    expect(() => sharesAmount(1000, 3, 0)).toThrow(RangeError);
    expect(() => sharesAmount(1000, 3, 4)).toThrow(RangeError);
  });
});
