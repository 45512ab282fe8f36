import { makeVenue } from '../test/fixtures';
import { businessSiteUrl, enterTableLink, hotelVenueLink } from './venue-links';

const stay = { sessionId: 's-1', roomNumber: '204' };

describe('hotelVenueLink', () => {
  it('sends room service to the menu with the session', () => {
    expect(hotelVenueLink({ domain: 'http://rooms.localhost:8080/', type: 3, read_only_menu: false }, stay)).toBe(
      'http://rooms.localhost:8080/menu?sessionid=s-1&room_no=204',
    );
  });

  it('sends room service to its menu also while there is no session, never to its start page', () => {
    expect(hotelVenueLink({ domain: 'rooms.example', type: 3, read_only_menu: false }, { sessionId: null, roomNumber: null })).toBe(
      'https://rooms.example/menu',
    );
  });

  it('sends a view-only venue to the menu in view mode', () => {
    expect(hotelVenueLink({ domain: 'spa.example', type: 1, read_only_menu: true }, stay)).toBe('https://spa.example/menu?type=view');
  });

  it('sends other venues to open a tab with the session', () => {
    expect(hotelVenueLink({ domain: 'bar.example', type: 2, read_only_menu: false }, stay)).toBe(
      'https://bar.example/open-tab?sessionid=s-1&room_no=204',
    );
    expect(hotelVenueLink({ domain: 'bar.example', type: 2, read_only_menu: false }, { sessionId: null, roomNumber: null })).toBe(
      'https://bar.example/open-tab',
    );
  });
});

describe('enterTableLink', () => {
  const domain = 'http://bistro.localhost:8080';

  it('opens a tab at the table', () => {
    expect(enterTableLink(makeVenue({ domain }), '5')).toBe('http://bistro.localhost:8080/open-tab?table=5');
  });

  it('goes to the start page with the table where no tab is needed, which keeps the table and shows the menu', () => {
    expect(enterTableLink(makeVenue({ domain: 'harbour.example.com/', accept_orders_without_tab: true }), 'A 3')).toBe(
      'https://harbour.example.com/?table_number=A+3',
    );
  });

  it('only shows a read-only menu', () => {
    expect(enterTableLink(makeVenue({ domain, read_only_menu: true }), '5')).toBe('http://bistro.localhost:8080/menu?type=view');
  });
});

describe('businessSiteUrl', () => {
  it('links business account types 1 and 2 to their domain', () => {
    expect(businessSiteUrl(makeVenue({ business_account: { type: 1, domain: 'hotel.example' } }))).toBe('https://hotel.example');
    expect(businessSiteUrl(makeVenue({ business_account: { type: 2, domain: 'http://x.test' } }))).toBe('http://x.test');
    expect(businessSiteUrl(makeVenue({ business_account: { type: 0, domain: 'x.test' } }))).toBeNull();
    expect(businessSiteUrl(makeVenue({ business_account: { type: 1, domain: null } }))).toBeNull();
  });

  it('carries a signed-in hotel guest’s session and room, as the hotel page’s own venue links do', () => {
    const hotel = makeVenue({ business_account: { type: 1, domain: 'http://grand-hotel.localhost:8080' } });
    expect(businessSiteUrl(hotel, { sessionId: 'a1b2c3d4-0000-4000-8000-000000000001', roomNumber: '204' })).toBe(
      'http://grand-hotel.localhost:8080/?sessionid=a1b2c3d4-0000-4000-8000-000000000001&room_no=204',
    );
    expect(businessSiteUrl(hotel, { sessionId: null, roomNumber: '204' })).toBe('http://grand-hotel.localhost:8080');
  });
});
