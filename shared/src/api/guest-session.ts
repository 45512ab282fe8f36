import { request, type CallOptions } from './request';
import type { ExistingTabResponse, GuestSessionCheckResponse } from './types';

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
