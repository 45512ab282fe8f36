import { createEffect, createStore, sample } from 'effector';
import { menuDetails } from '../../api/venue';
import { failureStatus, unwrap, type ApiRequestError } from '../../api/result';
import type { Venue } from '../../entities';
import { DEFAULT_CART_CURRENCY } from '../../rules/money';
import { venueLanguage } from '../../rules/venue';
import { $language, languageChanged } from '../i18n';
import { readStoredStateFx, storageWriteFx } from '../persistence';
import { storeReset } from '../reset';

export type VenueStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'error';

/** The venue of the current host with its menus, in the given language. */
export const loadVenueFx = createEffect<string, Venue, ApiRequestError>(async (language) => unwrap(await menuDetails(language)));

/**
 * Only the answer in the language now chosen is shown: when a guest switches language twice
 * quickly, the slower answer to the earlier choice must not overwrite the menu in the later one.
 */
const venueAnswered = sample({
  clock: loadVenueFx.done,
  source: $language,
  filter: (language, { params }) => params === language,
  fn: (_, { result }) => result,
});

export const $venue = createStore<Venue | null>(null)
  .on(venueAnswered, (_, venue) => venue)
  .reset(storeReset);

/** A reload (another language) keeps the loaded venue on screen: only the first load shows 'loading'. */
export const $venueStatus = createStore<VenueStatus>('idle')
  .on(loadVenueFx, (status) => (status === 'ready' ? 'ready' : 'loading'))
  .on(loadVenueFx.done, () => 'ready')
  .on(loadVenueFx.failData, (status, error) => {
    if (failureStatus(error) === 404) return 'not-found';
    return status === 'ready' ? 'ready' : 'error';
  })
  .reset(storeReset);

export const $venueUuid = $venue.map((venue) => venue?.uuid ?? null);

/** The cart's currency: the venue's, USD when it names none. */
export const $currency = $venue.map((venue) => venue?.currency || DEFAULT_CART_CURRENCY);

/** The app cannot do anything without its venue, so start-up loads it in the stored language. */
sample({ clock: readStoredStateFx.done, source: $language, target: loadVenueFx });

/** Menu texts come from the server in the chosen language. */
sample({
  clock: languageChanged,
  source: { venue: $venue, language: $language },
  filter: ({ venue }) => venue !== null,
  fn: ({ language }) => language,
  target: loadVenueFx,
});

/** A language the venue does not offer gives way to the venue's default. */
sample({
  clock: loadVenueFx.doneData,
  source: $language,
  filter: (language, venue) => venueLanguage(language, venue) !== language,
  fn: (language, venue) => venueLanguage(language, venue),
  target: languageChanged,
});

/** The search screen falls back to the stored logo while the venue reloads. */
sample({
  clock: loadVenueFx.doneData,
  filter: (venue) => Boolean(venue.logo),
  fn: (venue) => ({ key: 'logo' as const, value: venue.logo }),
  target: storageWriteFx,
});
