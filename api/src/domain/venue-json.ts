import type { GuestSessionDetails, HotelDetails, HotelVenue, Menu, Venue } from '@tabula/shared/entities';
import { LANGUAGE_NAMES } from './menus';
import type { OriginOf } from './origins';
import type { VenueRow } from './venues';

/** The venue payload of /details-slim/ (menus empty) and /menu-details/. */
export function venueJson(v: VenueRow, origins: OriginOf, guest: GuestSessionDetails | null, menus: Menu[] = []): Venue {
  return {
    id: v.id,
    uuid: v.uuid,
    slug: v.slug,
    domain: origins(v.slug),
    name: v.name,
    description: v.description,
    logo: v.logo,
    cover_image: v.cover_image,
    instagram_url: v.instagram_url,
    facebook_url: v.facebook_url,
    colour: v.colour,
    currency: v.currency,
    type: v.type,
    business_account: {
      type: v.business_account_type,
      domain: v.business_account_type > 0 && v.business_slug ? origins(v.business_slug) : null,
    },
    accept_card: v.accept_card,
    accept_cash: v.accept_cash,
    accept_room_charge: v.accept_room_charge,
    stripe_account_ref: v.stripe_account_ref,
    accept_orders_without_tab: v.accept_orders_without_tab,
    is_currently_accepting_orders: v.is_currently_accepting_orders,
    read_only_menu: v.read_only_menu,
    read_only_text: v.read_only_text,
    information_text_section: v.information_text_section,
    show_request_waiter_action: v.show_request_waiter_action,
    show_add_to_home_screen_pop_up: v.show_add_to_home_screen_pop_up,
    supported_translations_dict: Object.fromEntries(v.languages.map((code) => [code, LANGUAGE_NAMES[code] ?? code])),
    default_language: v.default_language,
    display_hotel_details: v.display_hotel_details,
    guest_session_details: guest,
    menus,
  };
}

/** A venue card on the hotel landing page. */
export function listedVenueJson(v: VenueRow, origins: OriginOf): HotelVenue {
  return {
    id: v.id,
    uuid: v.uuid,
    slug: v.slug,
    name: v.name,
    description: v.description,
    logo: v.logo,
    cover_image: v.cover_image,
    domain: origins(v.slug),
    type: v.type,
    read_only_menu: v.read_only_menu,
  };
}

/** The hotel landing page: the hotel venue and the venues it lists. */
export function hotelDetailsJson(hotel: VenueRow, listed: VenueRow[], origins: OriginOf, guest: GuestSessionDetails | null): HotelDetails {
  return {
    name: hotel.name,
    description: hotel.description,
    logo: hotel.logo,
    display_hotel_details: hotel.display_hotel_details,
    guest_session_details: guest,
    venues: listed.map((v) => listedVenueJson(v, origins)),
  };
}
