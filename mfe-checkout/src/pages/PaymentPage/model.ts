import { createEvent, sample } from 'effector';
import { navigateFx, type PaymentMethod } from '@tabula/shared';
import { paymentMethodChosen } from '../../features/cart-choices';

/** The guest chose how to pay: the cart shows the choice. */
export const paymentPicked = createEvent<PaymentMethod>();

sample({ clock: paymentPicked, target: paymentMethodChosen });
sample({ clock: paymentPicked, fn: () => ({ to: '/cartopen' }), target: navigateFx });
