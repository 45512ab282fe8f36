import {
  request,
  type Acknowledgement,
  type CallOptions,
  type GuestLogin,
  type GuestSessionRequest,
  type SessionEmailRequest,
} from '@tabula/shared';

/** A hotel guest's login: it opens their guest session and their room's tab with an order. */
export const customerGuestSession = (venueUuid: string, body: GuestSessionRequest, options?: CallOptions) =>
  request<GuestLogin>({ method: 'POST', path: '/api/venue/customer-guest-session/', headers: { venue_uuid: venueUuid }, body }, options);

/** Mails the guest a link that opens their session on another device, written for the guest's language (en, es, gr, fr). */
export const sendSessionEmail = (email: string, language: string, options?: CallOptions) =>
  request<Acknowledgement>(
    { method: 'POST', path: '/send-session-email/', body: { email } satisfies SessionEmailRequest, headers: { language } },
    options,
  );
