/**
 * The test-mode card form's rules: Stripe's test cards, checked the way Stripe's card fields check
 * them, so a guest trying the app learns nothing that would not hold with real Stripe.
 */

export type CardField = 'number' | 'expiry' | 'cvc';

/** 'incomplete' is shown once the guest leaves the field; 'invalid' and 'past' at once. */
export type CardProblem = 'incomplete' | 'invalid' | 'past';

export interface FieldCheck {
  complete: boolean;
  problem: CardProblem | null;
}

const CARD_DIGITS = 16;

const digitsOf = (input: string): string => input.replace(/\D/g, '');

const OK: FieldCheck = { complete: true, problem: null };
const incomplete = (typed: string): FieldCheck => ({ complete: false, problem: typed === '' ? null : 'incomplete' });

/** '4242424242424242' as '4242 4242 4242 4242', as it is printed on the card. */
export const formatCardNumber = (input: string): string =>
  digitsOf(input)
    .slice(0, CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' as '12 / 30'. */
export function formatExpiry(input: string): string {
  const digits = digitsOf(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const formatCvc = (input: string): string => digitsOf(input).slice(0, 4);

/** The Luhn checksum every card number carries. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkCardNumber(input: string): FieldCheck {
  const digits = digitsOf(input);
  if (digits.length < CARD_DIGITS) return incomplete(digits);
  return luhnValid(digits) ? OK : { complete: false, problem: 'invalid' };
}

/** MM / YY, a real month, and not before the current month. */
export function checkExpiry(input: string, now: Date): FieldCheck {
  const digits = digitsOf(input);
  if (digits.length < 4) return incomplete(digits);
  const month = Number(digits.slice(0, 2));
  if (month < 1 || month > 12) return { complete: false, problem: 'invalid' };
  const year = 2000 + Number(digits.slice(2, 4));
  const expired = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
  return expired ? { complete: false, problem: 'past' } : OK;
}

export function checkCvc(input: string): FieldCheck {
  const digits = digitsOf(input);
  return digits.length >= 3 ? OK : incomplete(digits);
}

const CHECKS: Record<CardField, (input: string, now: Date) => FieldCheck> = {
  number: checkCardNumber,
  expiry: checkExpiry,
  cvc: checkCvc,
};

/** A field's check as of `now` (an expiry is checked against the current month). */
export const checkCardField = (field: CardField, input: string, now: Date): FieldCheck => CHECKS[field](input, now);

/** The problem the guest is shown: 'invalid' and 'past' at once, 'incomplete' only once they have left the field. */
export function shownProblem({ problem }: FieldCheck, left: boolean): CardProblem | null {
  return problem === 'incomplete' && !left ? null : problem;
}

/** Whether every field holds a whole, valid entry: until then there is nothing to pay with. */
export const cardComplete = (values: Readonly<Record<CardField, string>>, now: Date): boolean =>
  (Object.keys(CHECKS) as CardField[]).every((field) => checkCardField(field, values[field], now).complete);

/** Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. */
const TEST_CARDS: Record<string, 'succeeded' | 'card_declined'> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
};

/** What the simulator is to do with this card; null for a number that is not a test card. */
export const testCardOutcome = (input: string): 'succeeded' | 'card_declined' | null => TEST_CARDS[digitsOf(input)] ?? null;
