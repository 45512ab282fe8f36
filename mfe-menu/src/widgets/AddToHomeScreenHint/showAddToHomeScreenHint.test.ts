import { makeVenue } from '@tabula/shared/test';
import { showAddToHomeScreenHint } from './showAddToHomeScreenHint';

describe('showAddToHomeScreenHint', () => {
  it('hints add-to-home-screen only on iOS outside standalone mode', () => {
    const flagged = makeVenue({ show_add_to_home_screen_pop_up: true });
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
    expect(showAddToHomeScreenHint(flagged, { userAgent: iphone, standalone: false, touchPoints: 5 })).toBe(true);
    expect(showAddToHomeScreenHint(flagged, { userAgent: iphone, standalone: true, touchPoints: 5 })).toBe(false);
    expect(showAddToHomeScreenHint(flagged, { userAgent: 'Mozilla/5.0 (Linux; Android 14)', standalone: false, touchPoints: 5 })).toBe(
      false,
    );
    expect(showAddToHomeScreenHint(makeVenue(), { userAgent: iphone, standalone: false, touchPoints: 5 })).toBe(false);
  });

  it("counts an iPad whose Safari asks for desktop sites (the default since iPadOS 13) as iOS, and not a Mac's Safari", () => {
    const flagged = makeVenue({ show_add_to_home_screen_pop_up: true });
    const desktopSafari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    expect(showAddToHomeScreenHint(flagged, { userAgent: desktopSafari, standalone: false, touchPoints: 5 })).toBe(true);
    expect(showAddToHomeScreenHint(flagged, { userAgent: desktopSafari, standalone: true, touchPoints: 5 })).toBe(false);
    expect(showAddToHomeScreenHint(flagged, { userAgent: desktopSafari, standalone: false, touchPoints: 0 })).toBe(false);
  });
});
