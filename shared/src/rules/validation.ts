const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/**
 * The table picker's message: 'Select table number' until a table is picked, 'Field is required' when
 * the choice was cleared.
 */
export function tablePickerError(table: string | null | undefined): 'errors.selectTableNumber' | 'errors.fieldRequired' | null {
  if (table === null || table === undefined) return 'errors.selectTableNumber';
  return blank(table) ? 'errors.fieldRequired' : null;
}


const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

/** The receipt e-mail is optional: valid when empty. */
export const receiptEmailError = (email: string): 'errors.invalidEmail' | null =>
  blank(email) || isValidEmail(email) ? null : 'errors.invalidEmail';

/** A blank receipt e-mail is left out of the checkout call. */
export const receiptEmailPayload = (email: string): { email?: string } => (blank(email) ? {} : { email: email.trim() });

export interface PlaceOrderState {
  tableNumber: string | null;
  scrolledToBottom: boolean;
  loading: boolean;
}

/** Place Order needs a table, the page read to the bottom, and no call in flight. */
export const canPlaceOrder = (state: PlaceOrderState): boolean =>
  !blank(state.tableNumber) && state.scrolledToBottom && !state.loading;

/** Pressing Place Order before reaching the bottom scrolls there instead. */
export function cartSubmitAction(state: PlaceOrderState): 'scroll' | 'place' | 'none' {
  if (!state.scrolledToBottom) return 'scroll';
  return canPlaceOrder(state) ? 'place' : 'none';
}
