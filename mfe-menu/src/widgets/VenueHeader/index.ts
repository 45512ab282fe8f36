export { VenueHeader } from './VenueHeader';
