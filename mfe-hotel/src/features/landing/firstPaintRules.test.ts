import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { holds, type FirstPaintRules } from '@tabula/shared/page';
import { landingParams, landingStep, type LandingState } from './steps';

// What this remote publishes beside its landing page's first-paint template: the server paints the welcome or the
// hotel's page exactly when these rules say, so they must say what the landing page will show.
const rules = JSON.parse(readFileSync(join(__dirname, '../../pages/LandingPage/first-paint.json'), 'utf8')) as FirstPaintRules;

const venue = (over: Partial<LandingState['venue']> = {}): LandingState['venue'] => ({
  display_hotel_details: false,
  type: 1,
  business_account: { type: 0 } as LandingState['venue']['business_account'],
  read_only_menu: false,
  is_currently_accepting_orders: true,
  accept_orders_without_tab: false,
  accept_card: true,
  ...over,
});

/** What a first visit (no tab, no session) with this link shows, and what the published rules paint for it. */
function firstVisit(details: LandingState['venue'], search: string) {
  const query = new URLSearchParams(search);
  const step = landingStep({
    venue: details,
    params: landingParams(query),
    atVenuePath: false,
    hasTab: false,
    sessionId: null,
    roomNumber: null,
    linksTried: false,
  });
  const asDetails = details as unknown as Record<string, unknown>;
  return {
    step: step.kind,
    hotel: rules.landing?.hotel !== undefined && holds(rules.landing.hotel, asDetails, query),
    welcome: rules.landing?.welcome !== undefined && holds(rules.landing.welcome, asDetails, query),
  };
}

const tab = '0b6c8a7e-1f2d-4c3b-9a8e-7d6c5b4a3f2e';

describe("the landing page's published first-paint rules", () => {
  it("paint the hotel's page where the landing page shows it, and a few of its venues", () => {
    expect(firstVisit(venue({ display_hotel_details: true }), '')).toEqual({ step: 'hotel', hotel: true, welcome: false });
    expect(rules.landing?.hotel?.venues).toBeGreaterThan(0);
  });

  it('paint the welcome on a first visit with a plain link', () => {
    expect(firstVisit(venue(), '')).toMatchObject({ step: 'welcome', welcome: true });
  });

  it('paint no welcome where the landing page goes elsewhere', () => {
    const elsewhere = [
      firstVisit(venue(), `tab=${tab}`),
      firstVisit(venue(), `sessionid=${tab}`),
      firstVisit(venue(), `session=${tab}`),
      firstVisit(venue({ accept_orders_without_tab: true }), 'table=4'),
      firstVisit(venue({ accept_orders_without_tab: true }), 'table_number=4'),
      firstVisit(venue({ business_account: { type: 1 } as LandingState['venue']['business_account'] }), ''),
    ];
    for (const visit of elsewhere) expect(visit).toMatchObject({ welcome: false, hotel: false });
    expect(elsewhere.map((visit) => visit.step)).not.toContain('welcome');
  });
});
