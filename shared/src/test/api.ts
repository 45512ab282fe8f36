import { configureApi } from '../api/config';

/** Points the client at the API the jest preset started (withApi), naming the venue by slug. */
export function configureTestApi(venueSlug?: string): void {
  configureApi({ baseUrl: process.env.TABULA_API_URL ?? '', ...(venueSlug ? { venueSlug } : {}) });
}
