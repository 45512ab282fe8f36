import { createEvent, sample } from 'effector';
import { navigateFx } from '@tabula/shared';

/** A table's guest chose to log in as a hotel guest, to have their room charged (`table`: the order's table). */
export const roomLoginChosen = createEvent<string | null>();

// The hotel login opens the guest's tab on this table, so it is told which.
sample({
  clock: roomLoginChosen,
  fn: (table) => ({ to: `/login?${new URLSearchParams({ table_number: table ?? '' }).toString()}` }),
  target: navigateFx,
});
