export interface ApiConfig {
  /** '' calls the page's own origin. */
  baseUrl?: string;
  /** Sent as x-venue-slug so a harness or test can name the venue its host cannot. */
  venueSlug?: string;
}

let config: Required<Pick<ApiConfig, 'baseUrl'>> & Pick<ApiConfig, 'venueSlug'> = { baseUrl: '' };

export function configureApi(next: ApiConfig): void {
  config = { baseUrl: (next.baseUrl ?? '').replace(/\/+$/, ''), venueSlug: next.venueSlug || undefined };
}

export function apiConfig(): Readonly<typeof config> {
  return config;
}
