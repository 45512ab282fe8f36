// What the tab and hotel-session calls answer (see menu.ts).

import { Type, type Static } from 'typebox';
import { OrderStatusSchema } from './order';
import { nullable } from './schema-kit';

/** What opening, joining or logging into a tab answers: the guest's order and their seat in the tab. */
export const tabSeatProperties = {
  order_uuid: Type.String(),
  tab_uuid: Type.String(),
  tab_link: Type.String(),
  tab_password: nullable(Type.String()),
  table_number: Type.String(),
};

/** Joining a tab (POST /api/order/join-tab/). */
export const TabSeatSchema = Type.Object(tabSeatProperties);

/** Opening a tab with a new order on it (POST /api/order/create-order-with-tab/). */
export const OpenedTabSchema = Type.Object({ ...tabSeatProperties, status: OrderStatusSchema });

/** A hotel guest's login (POST /api/venue/customer-guest-session/): their room's tab and their session. */
export const GuestLoginSchema = Type.Object({
  ...tabSeatProperties,
  guest_account: Type.Object({ guest_session_uuid: Type.String(), check_out_datetime: Type.String() }),
});

/** A tab as a link to it reads it (GET /api/tab/{tab_uuid}/check/): tab_password only for its members. */
export const TabCheckSchema = Type.Object({
  tab_uuid: Type.String(),
  tab_status: Type.Integer(),
  has_tab_expired: Type.Boolean(),
  table_number: Type.String(),
  tab_password: nullable(Type.String()),
  tab_link: Type.String(),
});

/** The open tab a hotel guest session holds at a venue: id is its uuid, null when there is none. */
export const ExistingTabSchema = Type.Object({ id: nullable(Type.String()), tab_link: nullable(Type.String()) });

/** A hotel guest session, as checking it answers. */
export const GuestSessionCheckSchema = Type.Object({
  guest_session_uuid: Type.String(),
  room_number: Type.String(),
  check_out_datetime: Type.String(),
});

export type TabSeat = Static<typeof TabSeatSchema>;
export type OpenedTab = Static<typeof OpenedTabSchema>;
export type GuestLogin = Static<typeof GuestLoginSchema>;
export type TabCheck = Static<typeof TabCheckSchema>;
export type ExistingTab = Static<typeof ExistingTabSchema>;
export type GuestSessionCheck = Static<typeof GuestSessionCheckSchema>;
