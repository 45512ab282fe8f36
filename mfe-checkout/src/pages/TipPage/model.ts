import { createEvent, sample } from 'effector';
import { $orderList, goBackFx, navigateFx } from '@tabula/shared';
import { paymentMethodChosen, tipPicked } from '../../features/cart-choices';
import { cartSubtotalCents } from '../../features/pricing';
import { readTipInput, tipChosen, TIP_PRESETS, type TipPreset } from '../../features/tip';
import { createCartGate } from '../../features/order-gate';

/** The guest added this tip (the amount as typed, already checked by the form). */
export const tipAmountSubmitted = createEvent<string>();
/** Not now: no tip. */
export const tipDeclined = createEvent();
/** Back, leaving the tip as it was. */
export const tipBackPressed = createEvent();

const isPreset = (cents: number): cents is TipPreset => (TIP_PRESETS as readonly number[]).includes(cents);

// Tips go with card payments only, so a tip chosen here also chooses the card (before the tip: a new method resets it).
const tipAdded = sample({
  clock: tipAmountSubmitted,
  source: $orderList,
  fn: (lines, amount) => readTipInput(amount, cartSubtotalCents(lines)),
}).filterMap((tip) => (tip.ok ? (isPreset(tip.cents) ? tipChosen(tip.cents) : tipChosen('other', tip.cents)) : undefined));

sample({ clock: tipAdded, fn: () => 'card' as const, target: paymentMethodChosen });
sample({ clock: [tipAdded, tipDeclined.map(() => tipChosen('none'))], target: tipPicked });
sample({ clock: [tipAdded, tipDeclined], fn: () => ({ to: '/cartopen' }), target: navigateFx });

// A guest who opened the tip screen directly goes back to the cart.
sample({ clock: tipBackPressed, fn: () => '/cartopen', target: goBackFx });

/**
 * The screen is shown, and gone: opened by its address without dishes in an order, it sends the guest to the
 * cart or the menu instead of offering buttons that would lead nowhere.
 */
export const { opened: tipOpened, left: tipLeft } = createCartGate();
