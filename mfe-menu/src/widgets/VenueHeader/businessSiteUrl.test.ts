import { makeVenue } from '@tabula/shared/test';
import { businessSiteUrl } from './businessSiteUrl';

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
