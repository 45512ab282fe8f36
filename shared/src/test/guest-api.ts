import { request, type CallOptions } from '../api/request';
import type { GuestLogin, OpenedTab } from '../entities';

/**
 * The calls with which a test plays another guest, or a guest on another device, through the real API:
 * a tab opened at a table and a hotel guest's login. The screens that make these calls own their own.
 */
export const createOrderWithTab = (
  body: { venue_uuid: string; table_number: string; first_name: string; last_name: string },
  options?: CallOptions,
) => request<OpenedTab>({ method: 'POST', path: '/api/order/create-order-with-tab/', body, withSession: true }, options);

export const customerGuestSession = (
  venueUuid: string,
  body: { surname: string; room_number: string; checkout_date: string; table_number: string | null },
  options?: CallOptions,
) => request<GuestLogin>({ method: 'POST', path: '/api/venue/customer-guest-session/', headers: { venue_uuid: venueUuid }, body }, options);
