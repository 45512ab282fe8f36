import { createEvent, sample } from 'effector';
import { createTimedMessage } from '@tabula/shared';

/**
 * What the notice says: a text key, put in the guest's language where it shows (so a model can show
 * one), or words already written (a venue's own read-only text).
 */
export type NoticeText = { key: string } | { text: string };

/** A message for the menu's snackbar and how long it stays. */
export interface TimedNotice {
  message: NoticeText;
  ms: number;
}

/** One message at a time, each for its own time (2 s, 2.5 s, 10 s); a new one replaces it. */
const notice = createTimedMessage<TimedNotice>((shown) => shown.ms);

export const noticeShown = createEvent<TimedNotice>();
/** The guest closed the notice early, or its page went away. */
export const noticeClosed = createEvent();

sample({ clock: noticeShown, target: notice.show });
sample({ clock: noticeClosed, fn: () => null, target: notice.show });

export const $notice = notice.$message.map((shown) => shown?.message ?? null);
