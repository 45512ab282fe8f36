// The limits the guest's requests are validated against (./requests.ts) and the API's rules apply:
// plain values, so the API's rules and any client read them without loading TypeBox.

/** Card-like methods: 'card' or the wallet type the payment sheet reports. */
export const CARD_METHODS = ['card', 'apple_pay', 'google_pay', 'link', 'wallet'] as const;
/** Every way an order is paid at checkout. */
export const PAYMENT_METHODS = ['cash', 'room_charge', ...CARD_METHODS] as const;

/** A remote's federation name, as the shell's registry keys it. */
export const REMOTE_NAME_PATTERN = '^[a-z][a-z0-9_]{0,63}$';

/** The most of one item an order line takes. */
export const MAX_QUANTITY = 99;
/** The largest tip checkout takes, in the venue currency (the bill's rule is finer: at most the subtotal). */
export const MAX_TIP = 10_000;

/**
 * Digits of a new tab password. Eight, so that a guess at a full table (at most 20 open tabs) hits one
 * in 5,000,000 (README, Security): with four, one in 500.
 */
export const TAB_PASSWORD_DIGITS = 8;
/** Every tab password a table can hand out. */
export const TAB_PASSWORDS = 10 ** TAB_PASSWORD_DIGITS;
/**
 * What join-tab accepts as a password: digits only, four to eight of them. Tabs opened before passwords
 * had eight digits keep their four until they expire; any other length is compared, and found wrong,
 * like every wrong guess.
 */
export const JOIN_TAB_PASSWORD_PATTERN = `^[0-9]{4,${TAB_PASSWORD_DIGITS}}$`;
