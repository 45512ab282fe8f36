import { makeVenue } from '../test/fixtures';
import { roomChargeOffered, takesCard } from './payment';

describe('takesCard and roomChargeOffered', () => {
  it('takes cards only with a connected card account', () => {
    expect(takesCard(makeVenue({ accept_card: true, stripe_account_ref: 'acct' }))).toBe(true);
    expect(takesCard(makeVenue({ accept_card: true, stripe_account_ref: null }))).toBe(false);
    expect(takesCard(makeVenue({ accept_card: false, stripe_account_ref: 'acct' }))).toBe(false);
  });

  it("offers 'Charge my room' for business account type 1 or a venue that says so", () => {
    expect(roomChargeOffered(makeVenue({ business_account: { type: 1, domain: 'hotel.example' } }))).toBe(true);
    expect(roomChargeOffered(makeVenue({ business_account: { type: 2, domain: null } }))).toBe(false);
    expect(roomChargeOffered(makeVenue({ accept_room_charge: true }))).toBe(true);
  });
});
