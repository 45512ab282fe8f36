import { makeMenu, makeVenue } from '../test/fixtures';
import { isHotelRoomVenue, isReadOnlyViewer, languageSelectorVisible, venueLanguage, viewOnlyReason } from './venue';

describe('venue rules', () => {
  it('treats type 3 as room service', () => {
    expect(isHotelRoomVenue(makeVenue({ type: 3 }))).toBe(true);
    expect(isHotelRoomVenue(makeVenue({ type: 1 }))).toBe(false);
    expect(isHotelRoomVenue(null)).toBe(false);
  });

  it('recognises read-only viewers', () => {
    expect(isReadOnlyViewer(makeVenue(), 'view')).toBe(true);
    expect(isReadOnlyViewer(makeVenue({ read_only_menu: true }), null)).toBe(true);
    expect(isReadOnlyViewer(makeVenue(), null)).toBe(false);
  });

  it("falls back to the venue's default language", () => {
    const venue = makeVenue({ supported_translations_dict: { es: 'Español', gr: 'Ελληνικά' }, default_language: 'gr' });
    expect(venueLanguage('es', venue)).toBe('es');
    expect(venueLanguage('en', venue)).toBe('gr');
    expect(venueLanguage('fr', makeVenue({ supported_translations_dict: {} }))).toBe('fr');
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

describe('languageSelectorVisible', () => {
  it('shows the language selector only with more than one language', () => {
    expect(languageSelectorVisible({ en: 'English', es: 'Español' })).toBe(true);
    expect(languageSelectorVisible({ en: 'English' })).toBe(false);
    expect(languageSelectorVisible(null)).toBe(false);
  });
});
