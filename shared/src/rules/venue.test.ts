import { makeMenu, makeVenue } from '../test/fixtures';
import {
  businessSiteUrl,
  isHotelRoomVenue,
  isReadOnlyViewer,
  languageSelectorVisible,
  showAddToHomeScreenHint,
  showWaiterActions,
  venueLanguage,
  viewOnlyReason,
} from './venue';

describe('venue rules', () => {
  it('treats type 3 as room service', () => {
    expect(isHotelRoomVenue(makeVenue({ type: 3 }))).toBe(true);
    expect(isHotelRoomVenue(makeVenue({ type: 1 }))).toBe(false);
    expect(isHotelRoomVenue(null)).toBe(false);
  });

  it('shows Call server and Get bill when enabled, never for rooms', () => {
    expect(showWaiterActions(makeVenue({ show_request_waiter_action: true }), null)).toBe(true);
    expect(showWaiterActions(makeVenue({ show_request_waiter_action: false }), null)).toBe(false);
    expect(showWaiterActions(makeVenue({ show_request_waiter_action: true, type: 3 }), null)).toBe(false);
  });

  it('offers no Call server or Get bill to a read-only viewer', () => {
    expect(showWaiterActions(makeVenue({ show_request_waiter_action: true }), 'view')).toBe(false);
    expect(showWaiterActions(makeVenue({ show_request_waiter_action: true, read_only_menu: true }), null)).toBe(false);
  });

  it('links business account types 1 and 2 to their domain', () => {
    expect(businessSiteUrl(makeVenue({ business_account: { type: 1, domain: 'hotel.example' } }))).toBe('https://hotel.example');
    expect(businessSiteUrl(makeVenue({ business_account: { type: 2, domain: 'http://x.test' } }))).toBe('http://x.test');
    expect(businessSiteUrl(makeVenue({ business_account: { type: 0, domain: 'x.test' } }))).toBeNull();
    expect(businessSiteUrl(makeVenue({ business_account: { type: 1, domain: null } }))).toBeNull();
  });

  it('recognises read-only viewers', () => {
    expect(isReadOnlyViewer(makeVenue(), 'view')).toBe(true);
    expect(isReadOnlyViewer(makeVenue({ read_only_menu: true }), null)).toBe(true);
    expect(isReadOnlyViewer(makeVenue(), null)).toBe(false);
  });

  it('shows the language selector only with more than one language', () => {
    expect(languageSelectorVisible({ en: 'English', es: 'Español' })).toBe(true);
    expect(languageSelectorVisible({ en: 'English' })).toBe(false);
    expect(languageSelectorVisible(null)).toBe(false);
  });

  it("falls back to the venue's default language", () => {
    const venue = makeVenue({ supported_translations_dict: { es: 'Español', gr: 'Ελληνικά' }, default_language: 'gr' });
    expect(venueLanguage('es', venue)).toBe('es');
    expect(venueLanguage('en', venue)).toBe('gr');
    expect(venueLanguage('fr', makeVenue({ supported_translations_dict: {} }))).toBe('fr');
  });

  it('hints add-to-home-screen only on iOS outside standalone mode', () => {
    const flagged = makeVenue({ show_add_to_home_screen_pop_up: true });
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
    expect(showAddToHomeScreenHint(flagged, { userAgent: iphone, standalone: false })).toBe(true);
    expect(showAddToHomeScreenHint(flagged, { userAgent: iphone, standalone: true })).toBe(false);
    expect(showAddToHomeScreenHint(flagged, { userAgent: 'Mozilla/5.0 (Linux; Android 14)', standalone: false })).toBe(false);
    expect(showAddToHomeScreenHint(makeVenue(), { userAgent: iphone, standalone: false })).toBe(false);
  });
});

describe('viewOnlyReason', () => {
  it('lets the guest order from an open venue and menu', () => {
    expect(viewOnlyReason(makeVenue(), null, makeMenu())).toBeNull();
    expect(viewOnlyReason(null, null)).toBeNull();
  });

  it('is read-only for ?type=view, a read-only venue or a read-only menu', () => {
    expect(viewOnlyReason(makeVenue(), 'view')).toBe('readOnly');
    expect(viewOnlyReason(makeVenue({ read_only_menu: true }), null)).toBe('readOnly');
    expect(viewOnlyReason(makeVenue(), null, makeMenu({ read_only: true }))).toBe('readOnly');
  });

  it('says a venue is not accepting orders, also in the view mode it sends its guests to', () => {
    const closed = makeVenue({ is_currently_accepting_orders: false });
    expect(viewOnlyReason(closed, null)).toBe('notAccepting');
    expect(viewOnlyReason(closed, 'view')).toBe('notAccepting');
  });

  it('puts read-only first when the venue is read-only and not accepting orders', () => {
    const both = makeVenue({ read_only_menu: true, is_currently_accepting_orders: false });
    expect(viewOnlyReason(both, null)).toBe('readOnly');
    expect(viewOnlyReason(both, 'view')).toBe('readOnly');
    expect(viewOnlyReason(makeVenue({ is_currently_accepting_orders: false }), 'view', makeMenu({ read_only: true }))).toBe('readOnly');
  });
});
