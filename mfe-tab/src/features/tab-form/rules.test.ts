import type { TFunction } from 'i18next';
import { makeVenue, i18n } from '@tabula/shared/test';
import '../../texts';
import {
  joinTabErrorKey,
  linkTable,
  missingFieldErrors,
  missingFieldsIn,
  missingFieldsMessage,
  missingJoinTabFields,
  missingOpenTabFields,
  openTabErrorKey,
  tabFormCancelTarget,
  tabFormClosed,
  tableOptions,
  validateJoinTab,
  validateOpenTab,
} from './rules';

describe('tableOptions', () => {
  it('adds a linked table the list lacks, first', () => {
    expect(tableOptions(['1', '2'], '9')).toEqual(['9', '1', '2']);
  });

  it('leaves the list alone otherwise', () => {
    expect(tableOptions(['1', '2'], '2')).toEqual(['1', '2']);
    expect(tableOptions(['1', '2'], null)).toEqual(['1', '2']);
  });
});

describe('linkTable', () => {
  it("keeps a link's table fixed when the venue has it", () => {
    expect(linkTable('5', ['4', '5'], true)).toEqual({ locked: '5', unknown: null });
  });

  it("opens the picker for a table the venue's tables do not hold, naming it", () => {
    expect(linkTable('99', ['4', '5'], true)).toEqual({ locked: null, unknown: '99' });
  });

  it('keeps the table until the tables are known, or when none could be loaded', () => {
    expect(linkTable('99', ['4', '5'], false)).toEqual({ locked: '99', unknown: null });
    expect(linkTable('99', [], true)).toEqual({ locked: '99', unknown: null });
  });

  it('locks nothing without a table', () => {
    expect(linkTable(null, ['4'], true)).toEqual({ locked: null, unknown: null });
  });
});

describe('tabFormClosed', () => {
  it('keeps both forms open at a venue that takes tab orders', () => {
    const venue = makeVenue();
    expect(tabFormClosed(venue, 'open-tab')).toBe(false);
    expect(tabFormClosed(venue, 'join-tab')).toBe(false);
  });

  it.each([
    ['a read-only menu', { read_only_menu: true }],
    ['orders without a tab', { accept_orders_without_tab: true }],
  ])('closes both forms for %s', (_label, over) => {
    const venue = makeVenue(over);
    expect(tabFormClosed(venue, 'open-tab')).toBe(true);
    expect(tabFormClosed(venue, 'join-tab')).toBe(true);
  });

  it('closes only open-tab while the venue is not taking orders', () => {
    const venue = makeVenue({ is_currently_accepting_orders: false });
    expect(tabFormClosed(venue, 'open-tab')).toBe(true);
    expect(tabFormClosed(venue, 'join-tab')).toBe(false);
  });
});

describe('tab form error texts', () => {
  it('maps create-tab failures', () => {
    expect(openTabErrorKey(404)).toBe('errors.error');
    expect(openTabErrorKey(409)).toBe('errors.generic');
    expect(openTabErrorKey(0)).toBe('errors.generic');
  });

  it('maps join-tab failures', () => {
    expect(joinTabErrorKey(404)).toBe('errors.tableOrPasswordMismatch');
    expect(joinTabErrorKey(400)).toBe('errors.missingFields');
    expect(joinTabErrorKey(429)).toBe('errors.tooManyAttempts');
    expect(joinTabErrorKey(500)).toBe('errors.generic');
  });
});

const fakeT = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key}:${String(options.fields)}` : `[${key}]`) as unknown as TFunction;

describe('open tab', () => {
  it('lists the missing fields in order', () => {
    expect(missingOpenTabFields({ first_name: ' ', last_name: '', table_number: null })).toEqual(['firstName', 'lastName', 'tableNumber']);
    expect(missingOpenTabFields({ first_name: 'Ann', last_name: '', table_number: '4' })).toEqual(['lastName']);
    expect(missingOpenTabFields({ first_name: 'Ann', last_name: 'Lee', table_number: '4' })).toEqual([]);
  });

  it('builds the message from its parts', () => {
    expect(missingFieldsMessage(['firstName', 'tableNumber'], fakeT)).toBe(
      'validation.enter:[validation.fields.firstName] [validation.fields.tableNumber]',
    );
  });
});

describe('join tab', () => {
  it('needs password and table number', () => {
    expect(missingJoinTabFields({ password: '', table_number: '' })).toEqual(['password', 'tableNumber']);
    expect(missingJoinTabFields({ password: '12', table_number: '3' })).toEqual([]);
  });
});

describe("the forms' validation", () => {
  it('marks each missing value with the field it is, and nothing when none is missing', () => {
    expect(validateOpenTab({ first_name: '', last_name: 'Lee', table_number: null })).toEqual({
      first_name: 'firstName',
      table_number: 'tableNumber',
    });
    expect(validateOpenTab({ first_name: 'Ann', last_name: 'Lee', table_number: '4' })).toEqual({});
    expect(validateJoinTab({ password: '', table_number: '3' })).toEqual({ password: 'password' });
    expect(validateJoinTab({ password: '12', table_number: '3' })).toEqual({});
  });

  it('gives back the missing fields from the errors, in the order the rule found them', () => {
    expect(missingFieldsIn(missingFieldErrors(['firstName', 'lastName', 'tableNumber']))).toEqual(['firstName', 'lastName', 'tableNumber']);
    expect(missingFieldsIn(validateJoinTab({ password: '', table_number: null }))).toEqual(['password', 'tableNumber']);
    expect(missingFieldsIn({})).toEqual([]);
  });

  it('leaves out an error that names no field', () => {
    expect(missingFieldsIn({ table_number: 'tableNumber', note: 'Too long', first_name: true })).toEqual(['tableNumber']);
  });
});

describe('tabFormCancelTarget', () => {
  it('returns to the menu when the guest came from it', () => {
    expect(tabFormCancelTarget('menu', 'open-tab', '4')).toBe('/menu');
  });

  it('returns to the welcome page naming the form and the table', () => {
    expect(tabFormCancelTarget(null, 'open-tab', '4')).toBe('/?from=open-tab&table=4');
    expect(tabFormCancelTarget('login', 'join-tab', null)).toBe('/?from=join-tab');
  });
});

describe('the missing-fields message in the app languages', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('builds the open-tab validation message from its parts', async () => {
    const t = i18n.t.bind(i18n);
    expect(missingFieldsMessage(['firstName', 'lastName', 'tableNumber'], t)).toBe('Enter (First Name) (Last Name) (Table Number)');
    expect(missingFieldsMessage(['password', 'tableNumber'], t)).toBe('Enter (Password) (Table Number)');
    await i18n.changeLanguage('es');
    expect(missingFieldsMessage(['tableNumber'], t)).toBe('Introduce (Número de mesa)');
  });
});
