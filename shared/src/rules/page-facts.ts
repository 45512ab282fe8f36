/**
 * The rules the server's first paint computes its facts with (`@tabula/shared/page-facts`): the very
 * functions the remotes import from the kernel's index, here without the kernel's UI so that the API
 * can load them. The first paint and the app then cannot differ on a price, a dish's stock, a link or the header's bar.
 */
export { stripHtml } from './html';
export { formatMenuPrice, toCents } from './money';
export { isOutOfStock } from './stock';
export { languageSelectorVisible, viewOnlyReason } from './venue';
export { businessSiteUrl, hotelVenueLink, type GuestStay } from './venue-links';
