import { createEvent, sample } from 'effector';
import { $origin, navigateFx } from '@tabula/shared';
import { tabFormCancelTarget, type TabFormPage } from './rules';

/** The guest pressed Cancel on a tab form (`table`: the table its link named, if any). */
export const tabFormCancelled = createEvent<{ form: TabFormPage; table: string | null }>();

// Back where the guest came from: the menu, or the welcome page told which form they left.
sample({
  clock: tabFormCancelled,
  source: $origin,
  fn: (origin, { form, table }) => ({ to: tabFormCancelTarget(origin, form, table) }),
  target: navigateFx,
});
