import type { TFunction } from 'i18next';
import type { Venue } from '@tabula/shared';

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** A table named in the link stays choosable even when the venue's list does not (yet) hold it. */
export function tableOptions(tables: readonly string[], locked: string | null): string[] {
  return locked && !tables.includes(locked) ? [locked, ...tables] : [...tables];
}

export interface LinkTable {
  /** The table the form keeps fixed. */
  locked: string | null;
  /** A table the link named that the venue does not have: the guest picks another, and is told why. */
  unknown: string | null;
}

/**
 * The table a link (or an earlier choice) names is fixed, unless the venue's tables, once known, do not hold
 * it (a mistyped or stale link, ?table=99): then the picker is open and the form says the table is not one of
 * this venue's. Until the tables are known (or when they could not be loaded) the link's table stands, and
 * the API answers for it.
 */
export function linkTable(named: string | null, tables: readonly string[], known: boolean): LinkTable {
  if (!named) return { locked: null, unknown: null };
  if (known && tables.length > 0 && !tables.includes(named)) return { locked: null, unknown: named };
  return { locked: named, unknown: null };
}

export type TabFormPage = 'open-tab' | 'join-tab';

type TabFormVenue = Pick<Venue, 'read_only_menu' | 'accept_orders_without_tab' | 'is_currently_accepting_orders'>;

/**
 * Nobody opens or joins a tab on a read-only menu or where orders need no tab; opening one
 * also needs a venue that is taking orders. Those guests are sent to the menu instead.
 */
export function tabFormClosed(venue: TabFormVenue, page: TabFormPage): boolean {
  if (venue.read_only_menu || venue.accept_orders_without_tab) return true;
  return page === 'open-tab' && !venue.is_currently_accepting_orders;
}

/** Create tab refused: 404 'Error'; anything else 'Something went wrong'. */
export const openTabErrorKey = (status: number): 'errors.error' | 'errors.generic' => (status === 404 ? 'errors.error' : 'errors.generic');

/**
 * Join tab refused: 404 and 400 have their own texts; 429 (too many tries from this device, or too many
 * wrong passwords on the table) asks the guest to wait.
 */
export function joinTabErrorKey(
  status: number,
): 'errors.tableOrPasswordMismatch' | 'errors.missingFields' | 'errors.tooManyAttempts' | 'errors.generic' {
  if (status === 404) return 'errors.tableOrPasswordMismatch';
  if (status === 400) return 'errors.missingFields';
  if (status === 429) return 'errors.tooManyAttempts';
  return 'errors.generic';
}

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

/** Where each field the message names keeps its value in the form. */
const FIELD_PATH: Record<TabField, keyof OpenTabForm | keyof JoinTabForm> = {
  firstName: 'first_name',
  lastName: 'last_name',
  tableNumber: 'table_number',
  password: 'password',
};

const isTabField = (value: unknown): value is TabField => typeof value === 'string' && Object.keys(FIELD_PATH).includes(value);

/**
 * The missing fields as the form's errors: each missing value is marked with the field it is, so the field
 * shows as invalid and the form's one message is built from its errors (missingFieldsIn).
 */
export const missingFieldErrors = (missing: readonly TabField[]): Partial<Record<string, TabField>> =>
  Object.fromEntries(missing.map((field) => [FIELD_PATH[field], field]));

/** The missing fields a form's errors name, in the order its rule found them. */
export const missingFieldsIn = (errors: Readonly<Record<string, unknown>>): TabField[] => Object.values(errors).filter(isTabField);

/** The open-tab form's validation: its missing fields. */
export const validateOpenTab = (form: OpenTabForm) => missingFieldErrors(missingOpenTabFields(form));

/** The join-tab form's validation: its missing fields. */
export const validateJoinTab = (form: JoinTabForm) => missingFieldErrors(missingJoinTabFields(form));

/**
 * 'Enter (First Name) (Table Number)': the open-tab and join-tab message, built from its parts. Room
 * service takes a room number where other venues take a table number, and the message names it so.
 */
export const missingFieldsMessage = (missing: readonly TabField[], t: TFunction, rooms = false): string =>
  t('validation.enter', {
    fields: missing.map((field) => t(`validation.fields.${rooms && field === 'tableNumber' ? 'roomNumber' : field}`)).join(' '),
  });

const query = (params: Record<string, string | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Cancel on the tab forms returns to the menu when the guest came from it, else to the welcome page. */
export function tabFormCancelTarget(origin: string | null, form: TabFormPage, table: string | null): string {
  if (origin === 'menu') return '/menu';
  return `/${query({ from: form, table })}`;
}
