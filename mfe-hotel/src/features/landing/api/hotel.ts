import { request, type CallOptions, type Venue } from '@tabula/shared';

/** A venue of the hotel, as its page lists it. */
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

export interface HotelDetails {
  name: string;
  description: string;
  logo: string | null;
  venues: HotelVenue[];
  guest_session_details: Venue['guest_session_details'];
  display_hotel_details: boolean;
}

/** The hotel of the current host; with a guest session its details carry the guest's stay. */
export const hotelDetails = (options?: CallOptions) =>
  request<HotelDetails>({ method: 'GET', path: '/api/venue/hotel-details/', withSession: true }, options);
