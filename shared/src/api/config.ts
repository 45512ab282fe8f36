export interface ApiConfig {
  /** '' calls the page's own origin. */
  baseUrl?: string;
  /** Sent as x-venue-slug so a harness or test can name the venue its host cannot. */
  venueSlug?: string;
}

export interface ApiContext {
  tabId: () => string | null;
  sessionId: () => string | null;
}

let config: Required<Pick<ApiConfig, 'baseUrl'>> & Pick<ApiConfig, 'venueSlug'> = { baseUrl: '' };

const nobody = () => null;
let context: ApiContext = { tabId: nobody, sessionId: nobody };

export function configureApi(next: ApiConfig): void {
  config = { baseUrl: (next.baseUrl ?? '').replace(/\/+$/, ''), venueSlug: next.venueSlug || undefined };
}

export function apiConfig(): Readonly<typeof config> {
  return config;
}

/** The store registers where the current tab and guest session ids live; the client only reads them. */
export function registerApiContext(next: Partial<ApiContext>): void {
  context = { ...context, ...next };
}

export function apiContext(): Readonly<ApiContext> {
  return context;
}
