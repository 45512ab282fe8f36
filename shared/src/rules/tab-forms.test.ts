import { makeVenue } from '../test/fixtures';
import { joinTabErrorKey, openTabErrorKey, tabFormClosed } from './tab-forms';

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
