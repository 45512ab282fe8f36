import { request, type CallOptions, type HotelDetails } from '@tabula/shared';

/** The hotel of the current host; with a guest session its details carry the guest's stay. */
export const hotelDetails = (options?: CallOptions) =>
  request<HotelDetails>({ method: 'GET', path: '/api/venue/hotel-details/', withSession: true }, options);
