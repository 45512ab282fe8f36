import { createEvent, createStore } from 'effector';
import { DEFAULT_THEME_COLOR, normalizeHexColor } from '../../theme/colour';
import { persist, readStoredStateFx } from '../persistence';
import { storeReset } from '../reset';
import { loadVenueFx } from '../venue';

/** Default #FF3366; a stored colour overrides it, and the venue's colour replaces both once loaded. */
export const $themeColor = createStore(DEFAULT_THEME_COLOR)
  .on(readStoredStateFx.doneData, (current, stored) => normalizeHexColor(stored.color) ?? current)
  .on(loadVenueFx.doneData, (current, venue) => normalizeHexColor(venue.colour) ?? current)
  .reset(storeReset);

persist($themeColor, 'color', (colour) => colour);

export const originRecorded = createEvent<string | null>();

/** Where the guest came from (?from=login|join-tab|open-tab|menu): Cancel on the tab forms goes back there. */
export const $origin = createStore<string | null>(null)
  .on(originRecorded, (_, origin) => origin)
  .on(readStoredStateFx.doneData, (_, stored) => stored.origin)
  .reset(storeReset);

persist($origin, 'from', (origin) => origin);
