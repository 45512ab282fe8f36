import { createEvent, sample } from 'effector';
import { navigateFx } from '@tabula/shared';

/** The guest tapped the checkout bar. */
export const checkoutTapped = createEvent();

sample({ clock: checkoutTapped, fn: () => ({ to: '/cartopen' }), target: navigateFx });
