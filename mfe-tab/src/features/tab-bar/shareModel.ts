import { createEffect, createEvent, createStore, sample } from 'effector';
import { $tabLink, TIMINGS_MS, storeReset, createTimedMessage } from '@tabula/shared';
import { shareLink, type ShareOutcome, type ShareTexts } from './share';

/** Share pressed; the page's own address stands in for a tab that has no link. */
export const shareRequested = createEvent<{ pageUrl: string; texts: ShareTexts }>();

export const shareTabFx = createEffect(
  async ({ link, texts }: { link: string; texts: ShareTexts }): Promise<{ link: string; outcome: ShareOutcome }> => ({
    link,
    outcome: await shareLink(link, texts),
  }),
);

sample({
  clock: shareRequested,
  source: $tabLink,
  fn: (tabLink, { pageUrl, texts }) => ({ link: tabLink || pageUrl, texts }),
  target: shareTabFx,
});

/** 'Link copied' shows for 2.5 s after the link went to the clipboard. */
const copiedMessage = createTimedMessage<true>(TIMINGS_MS.snackbarLong);
sample({ clock: shareTabFx.doneData, fn: ({ outcome }) => (outcome === 'copied' ? true : null), target: copiedMessage.show });

export const $linkCopied = copiedMessage.$message.map((copied) => copied === true);

/** With neither share sheet nor clipboard, the link is shown for the guest to copy by hand. */
export const $manualLink = createStore<string | null>(null)
  .on(shareTabFx.doneData, (_, { link, outcome }) => (outcome === 'unavailable' ? link : null))
  .reset($tabLink.updates, storeReset);
