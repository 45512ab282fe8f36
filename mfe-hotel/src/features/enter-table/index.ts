export { TableLinkForm } from './TableLinkForm';
export { useVenueByUuid } from './useVenueByUuid';
export { VenueLogo } from './VenueLogo';
