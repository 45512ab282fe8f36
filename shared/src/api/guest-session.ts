import { request, type CallOptions } from './request';
import type { Acknowledgement, ExistingTabResponse, GuestSessionCheckResponse, GuestSessionRequest, GuestSessionResponse } from './types';

export const checkForExistingTab = (venueUuid: string, options?: CallOptions) =>
  request<ExistingTabResponse>(
    {
      method: 'GET',
      path: '/api/venue/check-for-existing-tab/',
      headers: { 'venue-uuid': venueUuid },
      withSession: true,
    },
    options,
  );

export const checkForGuestSession = (venueUuid: string, options?: CallOptions) =>
  request<GuestSessionCheckResponse>(
    {
      method: 'GET',
      path: '/api/venue/check-for-guest-session/',
      headers: { venue_uuid: venueUuid },
      withSession: true,
    },
    options,
  );

export const customerGuestSession = (venueUuid: string, body: GuestSessionRequest, options?: CallOptions) =>
  request<GuestSessionResponse>(
    { method: 'POST', path: '/api/venue/customer-guest-session/', headers: { venue_uuid: venueUuid }, body },
    options,
  );

export const sendSessionEmail = (email: string, options?: CallOptions) =>
  request<Acknowledgement>({ method: 'POST', path: '/send-session-email/', body: { email } }, options);
