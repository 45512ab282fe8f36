import dayjs from 'dayjs';
import { CHECKOUT_DISPLAY_FORMAT, clampCheckoutDate, formatCheckoutPayload, minCheckoutDate } from './dates';

describe('hotel check-out date', () => {
  const now = new Date(2026, 4, 10, 18, 30);

  it('is tomorrow at the earliest', () => {
    expect(minCheckoutDate(now)).toEqual(new Date(2026, 4, 11));
  });

  it('resets earlier dates to tomorrow', () => {
    expect(clampCheckoutDate(new Date(2026, 4, 10), now)).toEqual(new Date(2026, 4, 11));
    expect(clampCheckoutDate(new Date(2026, 3, 1), now)).toEqual(new Date(2026, 4, 11));
    expect(clampCheckoutDate('garbage', now)).toEqual(new Date(2026, 4, 11));
  });

  it('keeps later dates', () => {
    expect(clampCheckoutDate(new Date(2026, 4, 14, 12), now)).toEqual(new Date(2026, 4, 14));
  });

  it('displays dd/MM/yyyy and sends YYYY-MM-DD', () => {
    const date = new Date(2026, 0, 2);
    expect(dayjs(date).format(CHECKOUT_DISPLAY_FORMAT)).toBe('02/01/2026');
    expect(formatCheckoutPayload(date)).toBe('2026-01-02');
  });
});
