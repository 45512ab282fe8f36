import { makeVenue } from '@tabula/shared/test';
import { businessSiteUrl } from './businessSiteUrl';

describe('businessSiteUrl', () => {
  it('links business account types 1 and 2 to their domain', () => {
    expect(businessSiteUrl(makeVenue({ business_account: { type: 1, domain: 'hotel.example' } }))).toBe('https://hotel.example');
    expect(businessSiteUrl(makeVenue({ business_account: { type: 2, domain: 'http://x.test' } }))).toBe('http://x.test');
    expect(businessSiteUrl(makeVenue({ business_account: { type: 0, domain: 'x.test' } }))).toBeNull();
    expect(businessSiteUrl(makeVenue({ business_account: { type: 1, domain: null } }))).toBeNull();
  });
});
