import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { $language, TIMINGS_MS, storeReset, unwrap } from '@tabula/shared';
import { sendSessionEmail } from '../guest-login';

export type ResendResult = 'sent' | 'failed';

/** The guest pressed 'Send again' for this address. */
export const resendRequested = createEvent<string>();
/** The guest closed the dialog. */
export const resendDismissed = createEvent();

/**
 * The link's e-mail writes the check-out day in the guest's language. A handler given in a test (fork) takes
 * the language first, then the address.
 */
export const resendEmailFx = attach({
  source: $language,
  effect: async (language: string, email: string) => unwrap(await sendSessionEmail(email, language)),
});

// One e-mail at a time: a second press while one is being sent would send the link twice.
sample({ clock: resendRequested, filter: resendEmailFx.pending.map((pending) => !pending), target: resendEmailFx });

export const $resendPending = resendEmailFx.pending;

/** A shown answer; wrapped, so that the same answer again is a new message with its own full time. */
interface ShownResult {
  result: ResendResult;
}

const resultTimedOut = createEvent<ShownResult>();

/** The dialog clears in the same timer tick that ends its time. */
const resultTimerFx = createEffect((shown: ShownResult) => {
  const timedOut = scopeBind(resultTimedOut, { safe: true });
  setTimeout(() => timedOut(shown), TIMINGS_MS.emailMessageClear);
});

const $shownResult = createStore<ShownResult | null>(null)
  .on(resendEmailFx, () => null)
  .on(resendEmailFx.done, () => ({ result: 'sent' }))
  .on(resendEmailFx.fail, () => ({ result: 'failed' }))
  .on(resultTimedOut, (current, expired) => (current === expired ? null : current))
  .reset(resendDismissed, storeReset);

sample({ clock: $shownResult.updates, filter: (shown): shown is ShownResult => shown !== null, target: resultTimerFx });

/** The dialog's answer to 'Send again': sent or failed, until dismissed or 5 s later. */
export const $resendResult = $shownResult.map((shown) => shown?.result ?? null);
