import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  it("formats as 'D MMM, YYYY - HH:mm'", () => {
    expect(formatDateTime('2026-03-05T14:07:00')).toBe('5 Mar, 2026 - 14:07');
    expect(formatDateTime(new Date(2025, 11, 31, 9, 5))).toBe('31 Dec, 2025 - 09:05');
  });

  it("uses the month names of the guest's language, Greek for the venue's 'gr'", () => {
    const date = new Date(2026, 2, 5, 14, 7);
    expect(formatDateTime(date, 'es')).toBe('5 mar, 2026 - 14:07');
    expect(formatDateTime(date, 'gr')).toBe('5 Μαρ, 2026 - 14:07');
    expect(formatDateTime(date, 'fr')).toBe('5 mars, 2026 - 14:07');
    expect(formatDateTime(date, 'en')).toBe('5 Mar, 2026 - 14:07');
    // The guest's language does not change the language of dates elsewhere.
    expect(formatDateTime(date)).toBe('5 Mar, 2026 - 14:07');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
