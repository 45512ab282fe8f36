import { createEvent } from 'effector';

/** Puts every store back to its initial value; tests use it to stay independent of each other. */
export const storeReset = createEvent();
