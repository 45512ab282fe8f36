import { createEvent, sample } from 'effector';
import { goBackFx, navigateFx, type PaymentMethod } from '@tabula/shared';
import { paymentMethodChosen } from '../../features/cart-choices';

/** The guest chose how to pay: the cart shows the choice. */
export const paymentPicked = createEvent<PaymentMethod>();
/** Back, leaving the way to pay as it was. */
export const paymentBackPressed = createEvent();

sample({ clock: paymentPicked, target: paymentMethodChosen });
sample({ clock: paymentPicked, fn: () => ({ to: '/cartopen' }), target: navigateFx });

// A guest who opened the screen directly goes back to the cart.
sample({ clock: paymentBackPressed, fn: () => '/cartopen', target: goBackFx });
