import { combine, createEvent, createStore, sample } from 'effector';
import { $venue, navigateFx } from '@tabula/shared';
import { $hotelEmail } from '../guest-login';

/** The confirmation screen is shown. */
export const confirmationOpened = createEvent();
/** The confirmation screen is gone. */
export const confirmationLeft = createEvent();

const $open = createStore(false)
  .on(confirmationOpened, () => true)
  .reset(confirmationLeft);

/** Where a guest who has nothing to confirm goes instead: a read-only menu's guest to the menu, a guest no link was sent to the login. */
export const $confirmationDetour = combine($venue, $hotelEmail, (venue, email) =>
  venue?.read_only_menu === true ? '/menu' : email ? null : '/login',
);

const $detourWhileOpen = combine($open, $confirmationDetour, (open, detour) => (open ? detour : null));

sample({
  clock: $detourWhileOpen.updates.filterMap((detour) => detour ?? undefined),
  fn: (to) => ({ to, replace: true }),
  target: navigateFx,
});
