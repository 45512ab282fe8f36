import { createEffect, createEvent, createStore, sample } from 'effector';
import { storeReset, unwrap } from '@tabula/shared';
import type { HotelDetails } from '@tabula/shared';
import { hotelDetails } from './api/hotel';

export type HotelDetailsState = { status: 'loading' } | { status: 'ready'; hotel: HotelDetails } | { status: 'failed' };

/** The hotel page opened: its venues are asked for. */
export const hotelPageOpened = createEvent();
/** The guest pressed Retry after the venues could not be loaded. */
export const hotelDetailsRetried = createEvent();

/** Each request carries its number, so only the answer to the latest one is shown. */
export const loadHotelDetailsFx = createEffect(async (request: number) => ({ request, hotel: unwrap(await hotelDetails()) }));

const $lastRequest = createStore(0)
  .on(loadHotelDetailsFx, (_, request) => request)
  .reset(storeReset);

sample({ clock: [hotelPageOpened, hotelDetailsRetried], source: $lastRequest, fn: (last) => last + 1, target: loadHotelDetailsFx });

const answered = sample({
  clock: loadHotelDetailsFx.finally,
  source: $lastRequest,
  filter: (last, settled) => settled.params === last,
  fn: (_, settled): HotelDetailsState =>
    settled.status === 'done' ? { status: 'ready', hotel: settled.result.hotel } : { status: 'failed' },
});

/**
 * The hotel page's venues; only this page shows them, so they are its own model's, not the kernel's venue.
 * A new request reads as loading until its own answer.
 */
export const $hotelDetails = createStore<HotelDetailsState>({ status: 'loading' })
  .on(loadHotelDetailsFx, () => ({ status: 'loading' }))
  .on(answered, (_, state) => state)
  .reset(storeReset);
