import { NO_CART_CHOICES, parseCartChoices } from './parse';

describe('parseCartChoices', () => {
  it('reads stored choices', () => {
    const choices = { note: 'no nuts', paymentMethod: 'card', tip: { option: 'other', cents: 350 } };
    expect(parseCartChoices(choices)).toEqual(choices);
  });

  it('survives corrupt or partial values', () => {
    expect(parseCartChoices(null)).toEqual(NO_CART_CHOICES);
    expect(parseCartChoices([])).toEqual(NO_CART_CHOICES);
    expect(parseCartChoices({ note: 7, paymentMethod: '' })).toEqual(NO_CART_CHOICES);
    // A stored tip from an older version, in major units, is not taken for cents.
    expect(parseCartChoices({ note: 'x', tip: { option: 2, amount: 2 } })).toEqual({ ...NO_CART_CHOICES, note: 'x' });
  });
});
