import { configureApi } from '../api/config';

/** Points the client at the API the jest preset started (withApi), naming the venue by slug. */
export function configureTestApi(venueSlug?: string): void {
  configureApi({ baseUrl: process.env.TABULA_API_URL ?? '', ...(venueSlug ? { venueSlug } : {}) });
}

/**
 * Points the client at a port nothing listens on: every call fails as it does for a guest whose phone
 * lost its connection. The API answers every well-formed session e-mail alike, so this is how a test
 * meets a send that failed.
 */
export function cutTestApi(): void {
  configureApi({ baseUrl: 'http://127.0.0.1:9' });
}
