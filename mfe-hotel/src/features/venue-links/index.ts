export { enterTableLink, hotelVenueLink } from './links';
export type { GuestStay } from './links';
