import { createEvent, createStore, sample } from 'effector';
import { reOrderFx, type ApiRequestError } from '@tabula/shared';

/** The guest asked to copy a past order's items into their current order. */
export const reOrderRequested = createEvent<{ orderToCopyUuid: string; orderId: string }>();
/** The detail screen is gone (or has moved on): what it learnt of the last copy no longer matters. */
export const reOrderSettled = createEvent();

// A second press while a copy is under way would copy the items twice.
sample({ clock: reOrderRequested, filter: reOrderFx.pending.map((pending) => !pending), target: reOrderFx });

/** Why the last copy failed; cleared by a new attempt or by leaving the screen. */
export const $reOrderError = createStore<ApiRequestError | null>(null)
  .on(reOrderFx.failData, (_, error) => error)
  .reset(reOrderRequested, reOrderSettled);

/**
 * The items the last copy left out, as they can no longer be ordered; null until a copy went through. The
 * guest is told of them before going on to the menu, where they would otherwise find them silently missing.
 */
export const $reOrderSkipped = createStore<string[] | null>(null)
  .on(reOrderFx.doneData, (_, copied) => copied.skipped)
  .reset(reOrderRequested, reOrderSettled);

/** The copy went through: the screen moves on to the menu, where the items now are. */
export const $reOrdered = $reOrderSkipped.map((skipped) => skipped !== null);
