import {
  cardComplete,
  checkCardField,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  shownProblem,
  testCardOutcome,
} from './testCard';

const march2026 = new Date(2026, 2, 15);

describe('the test-mode card fields', () => {
  it('print the number in groups of four, the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a42')).toBe('4242 4242');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12 / 3')).toBe('12 / 3');
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('take a card number once it is whole and its checksum holds', () => {
    expect(checkCardNumber('')).toEqual({ complete: false, problem: null });
    expect(checkCardNumber('4242 4242')).toEqual({ complete: false, problem: 'incomplete' });
    expect(checkCardNumber('4242 4242 4242 4242')).toEqual({ complete: true, problem: null });
    expect(checkCardNumber('4000 0000 0000 0002')).toEqual({ complete: true, problem: null });
    expect(checkCardNumber('4242 4242 4242 4241')).toEqual({ complete: false, problem: 'invalid' });
  });

  it('take an expiry of a real month from this month on', () => {
    expect(checkExpiry('12 / 3', march2026)).toEqual({ complete: false, problem: 'incomplete' });
    expect(checkExpiry('13 / 30', march2026)).toEqual({ complete: false, problem: 'invalid' });
    expect(checkExpiry('02 / 26', march2026)).toEqual({ complete: false, problem: 'past' });
    expect(checkExpiry('03 / 26', march2026)).toEqual({ complete: true, problem: null });
    expect(checkExpiry('01 / 30', march2026)).toEqual({ complete: true, problem: null });
  });

  it('take a CVC of three or four digits', () => {
    expect(checkCvc('12')).toEqual({ complete: false, problem: 'incomplete' });
    expect(checkCvc('123')).toEqual({ complete: true, problem: null });
    expect(checkCvc('1234')).toEqual({ complete: true, problem: null });
  });
});

describe('what the guest is told', () => {
  it('is an invalid or past entry at once, an incomplete one once the guest has left the field', () => {
    expect(shownProblem(checkCardField('number', '4242 4242 4242 4241', march2026), false)).toBe('invalid');
    expect(shownProblem(checkCardField('expiry', '02 / 26', march2026), false)).toBe('past');
    expect(shownProblem(checkCardField('cvc', '12', march2026), false)).toBeNull();
    expect(shownProblem(checkCardField('cvc', '12', march2026), true)).toBe('incomplete');
    expect(shownProblem(checkCardField('number', '', march2026), true)).toBeNull();
  });

  it('lets the guest pay once every field is whole and valid', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '03 / 26', cvc: '123' };
    expect(cardComplete(card, march2026)).toBe(true);
    expect(cardComplete({ ...card, cvc: '12' }, march2026)).toBe(false);
    expect(cardComplete({ ...card, expiry: '02 / 26' }, march2026)).toBe(false);
    expect(cardComplete({ ...card, number: '4242 4242 4242 4241' }, march2026)).toBe(false);
  });
});

describe("Stripe's test cards", () => {
  it('succeed with 4242 4242 4242 4242 and are declined with 4000 0000 0000 0002', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(testCardOutcome('4000000000000002')).toBe('card_declined');
  });

  it('know no other number', () => {
    expect(testCardOutcome('4012 8888 8888 1881')).toBeNull();
  });
});
