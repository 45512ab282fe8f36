import { makeVenue } from '@tabula/shared/test';
import { cancelTarget, joinTabErrorKey, openTabErrorKey, tabFormClosed, tableOptions } from './rules';

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

describe('cancelTarget', () => {
  it('returns to the menu when the guest came from it', () => {
    expect(cancelTarget('menu', 'open-tab', '4')).toBe('/menu');
  });

  it('returns to the landing page naming the form and the table', () => {
    expect(cancelTarget(null, 'open-tab', '4')).toBe('/?from=open-tab&table=4');
    expect(cancelTarget('login', 'join-tab', null)).toBe('/?from=join-tab');
  });
});

describe('tableOptions', () => {
  it('adds a linked table the list lacks, first', () => {
    expect(tableOptions(['1', '2'], '9')).toEqual(['9', '1', '2']);
  });

  it('leaves the list alone otherwise', () => {
    expect(tableOptions(['1', '2'], '2')).toEqual(['1', '2']);
    expect(tableOptions(['1', '2'], null)).toEqual(['1', '2']);
  });
});

describe('error texts', () => {
  it('maps create-tab failures', () => {
    expect(openTabErrorKey(404)).toBe('errors.error');
    expect(openTabErrorKey(409)).toBe('errors.generic');
    expect(openTabErrorKey(0)).toBe('errors.generic');
  });

  it('maps join-tab failures', () => {
    expect(joinTabErrorKey(404)).toBe('errors.tableOrPasswordMismatch');
    expect(joinTabErrorKey(400)).toBe('errors.missingFields');
    expect(joinTabErrorKey(500)).toBe('errors.generic');
  });
});
