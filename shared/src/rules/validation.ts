import type { TFunction } from 'i18next';

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export type TabField = 'firstName' | 'lastName' | 'tableNumber' | 'password';

export interface OpenTabForm {
  first_name: string;
  last_name: string;
  table_number: string | null;
}

/** The missing fields in the order the message lists them. */
export function missingOpenTabFields(form: OpenTabForm): TabField[] {
  const missing: TabField[] = [];
  if (blank(form.first_name)) missing.push('firstName');
  if (blank(form.last_name)) missing.push('lastName');
  if (blank(form.table_number)) missing.push('tableNumber');
  return missing;
}

export interface JoinTabForm {
  password: string;
  table_number: string | null;
}

export function missingJoinTabFields(form: JoinTabForm): TabField[] {
  const missing: TabField[] = [];
  if (blank(form.password)) missing.push('password');
  if (blank(form.table_number)) missing.push('tableNumber');
  return missing;
}

/** 'Enter (First Name) (Table Number)': the open-tab and join-tab message, built from its parts. */
export const missingFieldsMessage = (missing: readonly TabField[], t: TFunction): string =>
  t('validation.enter', { fields: missing.map((field) => t(`validation.fields.${field}`)).join(' ') });

/** The tab password takes digits only: an edit that brings in anything else is refused. */
export const passwordInput = (previous: string, next: string): string => (/^\d*$/.test(next) ? next : previous);

/**
 * The table picker's message: 'Select table number' until a table is picked, 'Field is required' when
 * the choice was cleared.
 */
export function tablePickerError(table: string | null | undefined): 'errors.selectTableNumber' | 'errors.fieldRequired' | null {
  if (table === null || table === undefined) return 'errors.selectTableNumber';
  return blank(table) ? 'errors.fieldRequired' : null;
}

/** Continue stays disabled until a table is chosen. */
export const tableChosen = (table: string | null | undefined): boolean => !blank(table);

export interface HotelLoginForm {
  surname: string;
  room_number: string;
}

export type HotelLoginErrors = Partial<Record<keyof HotelLoginForm, 'errors.fieldRequired'>>;

/** 'Field is required' under each empty field; trimmed. */
export function validateHotelLogin(form: HotelLoginForm): HotelLoginErrors {
  const errors: HotelLoginErrors = {};
  if (blank(form.surname)) errors.surname = 'errors.fieldRequired';
  if (blank(form.room_number)) errors.room_number = 'errors.fieldRequired';
  return errors;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

/** A blank receipt e-mail is left out of the checkout call. */
export const receiptEmailPayload = (email: string): { email?: string } => (blank(email) ? {} : { email: email.trim() });

export interface AddButtonState {
  menuReadOnly: boolean;
  outOfStock: boolean;
  acceptingOrders: boolean;
}

/** Why the item's Add button is greyed and inert, if it is. */
export function addBlockedReason(state: AddButtonState): 'readOnly' | 'outOfStock' | 'notAccepting' | null {
  if (state.menuReadOnly) return 'readOnly';
  if (state.outOfStock) return 'outOfStock';
  if (!state.acceptingOrders) return 'notAccepting';
  return null;
}
