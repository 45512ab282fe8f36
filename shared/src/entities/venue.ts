// A venue, its guest's hotel stay and the hotel's landing, as the API answers them (see menu.ts).

import { Type, type Static } from 'typebox';
import { MenuSchema } from './menu';
import { nullable, ref } from './schema-kit';

const str = Type.String();
const int = Type.Integer();
const bool = Type.Boolean();
const nullableStr = nullable(Type.String());

export const GuestSessionDetailsSchema = Type.Object(
  { guest_session_uuid: str, room_number: str, check_out_datetime: str, session_url: str },
  { $id: 'GuestSessionDetails' },
);

/** 0: standalone venue; 1 or 2: part of a wider business site with its own domain. */
export const BusinessAccountSchema = Type.Object({ type: Type.Unsafe<0 | 1 | 2>(Type.Integer({ enum: [0, 1, 2] })), domain: nullableStr });

export const VenueSchema = Type.Object(
  {
    id: int,
    uuid: str,
    slug: str,
    domain: Type.String({ description: 'The venue’s own origin, e.g. http://bistro.localhost:8080' }),
    name: str,
    description: str,
    logo: nullableStr,
    cover_image: nullableStr,
    instagram_url: nullableStr,
    facebook_url: nullableStr,
    // Theme colour as a hex string.
    colour: nullableStr,
    // ISO 4217 code such as "EUR".
    currency: str,
    type: Type.Integer({ description: '1 restaurant, 2 bar, 3 hotel room service, 4 hotel landing' }),
    business_account: nullable(BusinessAccountSchema),
    accept_card: bool,
    accept_cash: bool,
    accept_room_charge: bool,
    stripe_account_ref: nullableStr,
    accept_orders_without_tab: bool,
    is_currently_accepting_orders: bool,
    read_only_menu: bool,
    read_only_text: nullableStr,
    information_text_section: nullableStr,
    show_request_waiter_action: bool,
    show_add_to_home_screen_pop_up: bool,
    // Language key to its display name, e.g. { en: "English", gr: "Ελληνικά" }.
    supported_translations_dict: Type.Record(Type.String(), str),
    default_language: str,
    display_hotel_details: bool,
    guest_session_details: nullable(ref(GuestSessionDetailsSchema)),
    menus: Type.Array(ref(MenuSchema)),
  },
  { $id: 'Venue' },
);

/** A venue of the hotel, as the hotel page lists it. */
export const HotelVenueSchema = Type.Object({
  id: int,
  uuid: str,
  slug: str,
  name: str,
  description: str,
  logo: nullableStr,
  cover_image: nullableStr,
  domain: str,
  type: int,
  read_only_menu: bool,
});

/** The hotel of the current host; with a guest session its details carry the guest's stay. */
export const HotelDetailsSchema = Type.Object({
  name: str,
  description: str,
  logo: nullableStr,
  display_hotel_details: bool,
  guest_session_details: nullable(ref(GuestSessionDetailsSchema)),
  venues: Type.Array(HotelVenueSchema),
});

export type BusinessAccount = Static<typeof BusinessAccountSchema>;
export type GuestSessionDetails = Static<typeof GuestSessionDetailsSchema>;
export type Venue = Static<typeof VenueSchema>;
/** The venue without its menus, as /details-slim/ and /api/venue/{uuid}/details/ return it. */
export type VenueSlim = Omit<Venue, 'menus'>;
export type HotelVenue = Static<typeof HotelVenueSchema>;
export type HotelDetails = Static<typeof HotelDetailsSchema>;
