import { makeVenue } from '@tabula/shared/test';
import { showAddToHomeScreenHint } from './showAddToHomeScreenHint';

describe('showAddToHomeScreenHint', () => {
  it('hints add-to-home-screen only on iOS outside standalone mode', () => {
    const flagged = makeVenue({ show_add_to_home_screen_pop_up: true });
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
    expect(showAddToHomeScreenHint(flagged, { userAgent: iphone, standalone: false })).toBe(true);
    expect(showAddToHomeScreenHint(flagged, { userAgent: iphone, standalone: true })).toBe(false);
    expect(showAddToHomeScreenHint(flagged, { userAgent: 'Mozilla/5.0 (Linux; Android 14)', standalone: false })).toBe(false);
    expect(showAddToHomeScreenHint(makeVenue(), { userAgent: iphone, standalone: false })).toBe(false);
  });
});
