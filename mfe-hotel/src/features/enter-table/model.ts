import { createEffect, createEvent, createStore, sample } from 'effector';
import { storeReset, type VenueSlim } from '@tabula/shared';
import { venueByUuid, venueTables } from './api/venue';

export type VenueByUuid =
  | { status: 'loading' }
  | { status: 'ready'; venue: VenueSlim; tables: string[]; tablesFailed: boolean }
  | { status: 'not-found' }
  | { status: 'failed' };

/** The table page opened for the venue its QR code names by uuid. */
export const enterTableOpened = createEvent<string>();
/** The guest pressed Retry after the venue could not be loaded. */
export const enterTableRetried = createEvent();

interface VenueRequest {
  uuid: string;
  /** Only the answer to the latest request is shown. */
  request: number;
}

/** The venue and its tables; the page works without tables, so only the venue's refusal fails it. */
export const loadVenueByUuidFx = createEffect(async ({ uuid }: VenueRequest): Promise<VenueByUuid> => {
  const [venue, tables] = await Promise.all([venueByUuid(uuid), venueTables(uuid)]);
  if (venue.ok) return { status: 'ready', venue: venue.body, tables: tables.ok ? tables.body : [], tablesFailed: !tables.ok };
  // A malformed uuid (400) names no venue either.
  return { status: venue.status === 404 || venue.status === 400 ? 'not-found' : 'failed' };
});

const $lastRequest = createStore<VenueRequest | null>(null)
  .on(loadVenueByUuidFx, (_, request) => request)
  .reset(storeReset);

sample({
  clock: enterTableOpened,
  source: $lastRequest,
  fn: (last, uuid): VenueRequest => ({ uuid, request: (last?.request ?? 0) + 1 }),
  target: loadVenueByUuidFx,
});
sample({
  clock: enterTableRetried,
  source: $lastRequest,
  filter: Boolean,
  fn: (last): VenueRequest => ({ uuid: last.uuid, request: last.request + 1 }),
  target: loadVenueByUuidFx,
});

const answered = sample({
  clock: loadVenueByUuidFx.done,
  source: $lastRequest,
  filter: (last, { params }) => params.request === last?.request,
  fn: (_, { params, result }) => ({ uuid: params.uuid, state: result }),
});

/**
 * The venue a QR code names, which need not be the venue of this host: the page's own data, not the
 * kernel's venue. Kept with the uuid it answers, so another uuid reads as loading until its own answer.
 */
export const $venueByUuid = createStore<{ uuid: string; state: VenueByUuid } | null>(null)
  .on(loadVenueByUuidFx, () => null)
  .on(answered, (_, answer) => answer)
  .reset(storeReset);
