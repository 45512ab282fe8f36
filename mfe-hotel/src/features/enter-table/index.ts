export { TableLinkForm } from './TableLinkForm';
export { useVenueByUuid } from './useVenueByUuid';
export { FALLBACK_LOGO, VenueLogo } from './VenueLogo';
