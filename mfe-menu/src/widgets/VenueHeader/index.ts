export { VenueHeader } from './VenueHeader';
export { businessSiteUrl } from './businessSiteUrl';
