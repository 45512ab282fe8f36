import { createEvent, sample } from 'effector';
import { goBackFx, navigateFx, type PaymentMethod } from '@tabula/shared';
import { paymentMethodChosen } from '../../features/cart-choices';
import { createCartGate } from '../../features/order-gate';

/** The guest chose how to pay: the cart shows the choice. */
export const paymentPicked = createEvent<PaymentMethod>();
/** Back, leaving the way to pay as it was. */
export const paymentBackPressed = createEvent();

sample({ clock: paymentPicked, target: paymentMethodChosen });
sample({ clock: paymentPicked, fn: () => ({ to: '/cartopen' }), target: navigateFx });

// A guest who opened the screen directly goes back to the cart.
sample({ clock: paymentBackPressed, fn: () => '/cartopen', target: goBackFx });

/**
 * The screen is shown, and gone: opened by its address without dishes in an order, it sends the guest to the
 * cart or the menu instead of offering buttons that would lead nowhere.
 */
export const { opened: paymentOpened, left: paymentLeft } = createCartGate();
