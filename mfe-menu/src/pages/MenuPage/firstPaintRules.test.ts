import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { holds, type FirstPaintRules } from '@tabula/shared/page';
import type { Venue } from '@tabula/shared';
import { languageSelectorVisible } from '../../widgets/LanguageSelect';
import { businessSiteUrl } from '../../widgets/VenueHeader';

// What this remote publishes beside the menu's first-paint template: the server paints the bar above the cover
// exactly when these rules say, so they must say what the menu's header will show.
const rules = JSON.parse(readFileSync(join(__dirname, 'first-paint.json'), 'utf8')) as FirstPaintRules;

type HeaderVenue = Pick<Venue, 'supported_translations_dict' | 'business_account'>;

/** Whether the menu's header shows its bar (a language choice or the way back to the business site), and whether the published rules paint it. */
function bar(venue: HeaderVenue) {
  const details = venue as unknown as Record<string, unknown>;
  return {
    shown: languageSelectorVisible(venue.supported_translations_dict) || businessSiteUrl(venue) !== null,
    painted: (rules.venue?.controls ?? []).some((condition) => holds(condition, details, new URLSearchParams())),
  };
}

const english = { en: 'English' };

describe("the menu's published first-paint rules", () => {
  it.each<[string, HeaderVenue]>([
    ['several languages', { supported_translations_dict: { en: 'English', es: 'Español' }, business_account: null }],
    ['a hotel site to go back to', { supported_translations_dict: english, business_account: { type: 2, domain: 'hotel.example' } }],
    ['a business site to go back to', { supported_translations_dict: english, business_account: { type: 1, domain: 'https://b.example' } }],
    ['one language and no business site', { supported_translations_dict: english, business_account: { type: 0, domain: 'x.example' } }],
    ['a business account without a domain', { supported_translations_dict: english, business_account: { type: 1, domain: null } }],
    ['an empty domain', { supported_translations_dict: english, business_account: { type: 2, domain: '' } }],
    ['no languages listed and no account', { supported_translations_dict: {}, business_account: null }],
  ])('paint the bar above the cover exactly where the header shows it: %s', (_label, venue) => {
    const { shown, painted } = bar(venue);
    expect(painted).toBe(shown);
  });

  it('paint the bar for some venue and not for another, so the rules are read at all', () => {
    expect(bar({ supported_translations_dict: { en: 'English', fr: 'Français' }, business_account: null }).painted).toBe(true);
    expect(bar({ supported_translations_dict: english, business_account: null }).painted).toBe(false);
  });
});
