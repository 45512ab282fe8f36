import { createEvent, createStore } from 'effector';
import { storeReset, type Item } from '@tabula/shared';

/** The guest tapped a dish on the menu or in search. */
export const itemSelected = createEvent<Item>();

/** The dish the dish screen shows. */
export const $currentItem = createStore<Item | null>(null)
  .on(itemSelected, (_, item) => item)
  .reset(storeReset);
