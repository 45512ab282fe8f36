import { createEvent, sample } from 'effector';
import { goBackFx, navigateFx, type PaymentMethod } from '@tabula/shared';
import { paymentMethodChosen } from '../cart-choices';

/** A table's guest chose to log in as a hotel guest, to have their room charged (`table`: the order's table). */
export const roomLoginChosen = createEvent<string | null>();

// The hotel login opens the guest's tab on this table, so it is told which.
sample({
  clock: roomLoginChosen,
  fn: (table) => ({ to: `/login?${new URLSearchParams({ table_number: table ?? '' }).toString()}` }),
  target: navigateFx,
});

/** Card payment cannot be had: the guest chose another of the venue's ways to pay. */
export const otherWayToPayChosen = createEvent<PaymentMethod>();
/** Card payment cannot be had and cash needs a tab: the guest chose to open one (`table`: the order's table). */
export const tabInsteadChosen = createEvent<string | null>();

// The cart, its note and tip all still there, takes the order with the chosen way to pay.
sample({ clock: otherWayToPayChosen, target: paymentMethodChosen });
sample({ clock: otherWayToPayChosen, fn: () => '/cartopen', target: goBackFx });

sample({
  clock: tabInsteadChosen,
  fn: (table) => ({ to: `/open-tab${table ? `?${new URLSearchParams({ table }).toString()}` : ''}` }),
  target: navigateFx,
});
