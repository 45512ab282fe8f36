import { createEvent, sample } from 'effector';
import { navigateFx } from '@tabula/shared';

/** The guest tapped My Orders on the menu. */
export const myOrdersTapped = createEvent();

sample({ clock: myOrdersTapped, fn: () => ({ to: '/previousOrders' }), target: navigateFx });
