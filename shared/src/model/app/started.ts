import { createEvent } from 'effector';

/** The shell (or a remote's harness) fires this once, before rendering. */
export const appStarted = createEvent();
