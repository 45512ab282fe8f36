import { combine, createEvent, createStore, sample } from 'effector';
import { $venue, navigateFx } from '@tabula/shared';
import { tabFormClosed, type TabFormPage } from './rules';

/** A tab form is on screen. */
export const tabFormOpened = createEvent<TabFormPage>();
/** The tab form is gone. */
export const tabFormLeft = createEvent();

const $openForm = createStore<TabFormPage | null>(null)
  .on(tabFormOpened, (_, page) => page)
  .reset(tabFormLeft);

/** Whether the open form has no use at this venue, also once the venue loads after the form opened. */
const $openFormClosed = combine($venue, $openForm, (venue, page) => venue !== null && page !== null && tabFormClosed(venue, page));

sample({ clock: $openFormClosed.updates, filter: Boolean, fn: () => ({ to: '/menu', replace: true }), target: navigateFx });
