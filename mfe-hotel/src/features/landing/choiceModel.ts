import { createEvent, sample } from 'effector';
import { navigateFx, originRecorded, tableNumberChosen } from '@tabula/shared';

/** The welcome page's Open tab or Join tab, carrying the table the link named to the form. */
export const tabFormChosen = createEvent<{ form: '/open-tab' | '/join-tab'; table: string | null }>();
/** View and order, or Order and pay. */
export const orderChosen = createEvent();
/** Just view the menu, without ordering. */
export const viewOnlyChosen = createEvent();
/** A business venue's guest named their table. */
export const tablePicked = createEvent<string>();

// A stale 'menu' origin would send the forms' Cancel to the menu rather than back here.
sample({ clock: tabFormChosen, fn: () => null, target: originRecorded });
sample({
  clock: tabFormChosen,
  fn: ({ form, table }) => ({ to: table ? `${form}?${new URLSearchParams({ table }).toString()}` : form }),
  target: navigateFx,
});

sample({ clock: tablePicked, target: tableNumberChosen });
sample({ clock: [orderChosen, tablePicked], fn: () => ({ to: '/menu' }), target: navigateFx });
sample({ clock: viewOnlyChosen, fn: () => ({ to: '/menu/?type=view' }), target: navigateFx });
