import type { Menu } from './menu';

/** 0: standalone venue; 1 or 2: part of a wider business site with its own domain. */
export interface BusinessAccount {
  type: 0 | 1 | 2;
  domain: string | null;
}

export interface GuestSessionDetails {
  guest_session_uuid: string;
  room_number: string;
  check_out_datetime: string;
  session_url: string;
}

/** Venue type 3 is hotel room service: rooms instead of tables. */
export const HOTEL_ROOM_VENUE_TYPE = 3;

export interface Venue {
  id: number;
  uuid: string;
  slug: string;
  domain: string;
  name: string;
  description: string;
  logo: string | null;
  cover_image: string | null;
  instagram_url: string | null;
  facebook_url: string | null;
  /** Theme colour as a hex string. */
  colour: string | null;
  /** ISO 4217 code such as "EUR". */
  currency: string;
  /** 3: hotel room service (rooms instead of tables). */
  type: number;
  business_account: BusinessAccount | null;
  accept_card: boolean;
  accept_cash: boolean;
  accept_room_charge: boolean;
  stripe_account_ref: string | null;
  accept_orders_without_tab: boolean;
  is_currently_accepting_orders: boolean;
  read_only_menu: boolean;
  read_only_text: string | null;
  information_text_section: string | null;
  show_request_waiter_action: boolean;
  show_add_to_home_screen_pop_up: boolean;
  /** Language key to its display name, e.g. { en: "English", gr: "Ελληνικά" }. */
  supported_translations_dict: Record<string, string>;
  default_language: string;
  display_hotel_details: boolean;
  guest_session_details: GuestSessionDetails | null;
  menus: Menu[];
}

/** The venue without its menus, as /details-slim/ and /api/venue/{uuid}/details/ return it. */
export type VenueSlim = Omit<Venue, 'menus'>;

/** A venue of the hotel, as the hotel page lists it. */
export interface HotelVenue {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  description: string;
  logo: string | null;
  cover_image: string | null;
  domain: string;
  type: number;
  read_only_menu: boolean;
}

/** The hotel of the current host; with a guest session its details carry the guest's stay. */
export interface HotelDetails {
  name: string;
  description: string;
  logo: string | null;
  venues: HotelVenue[];
  guest_session_details: GuestSessionDetails | null;
  display_hotel_details: boolean;
}
