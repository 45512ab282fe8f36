import { request, type CallOptions } from './request';
import type { ExistingTab, GuestSessionCheck } from '../entities';

export const checkForExistingTab = (venueUuid: string, options?: CallOptions) =>
  request<ExistingTab>(
    {
      method: 'GET',
      path: '/api/venue/check-for-existing-tab/',
      headers: { 'venue-uuid': venueUuid },
      withSession: true,
    },
    options,
  );

export const checkForGuestSession = (venueUuid: string, options?: CallOptions) =>
  request<GuestSessionCheck>(
    {
      method: 'GET',
      path: '/api/venue/check-for-guest-session/',
      headers: { venue_uuid: venueUuid },
      withSession: true,
    },
    options,
  );
