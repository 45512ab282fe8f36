import { createEvent, createStore, sample } from 'effector';
import { $carriedFromOrderId, $orderId, keepInSession, orderLetGo, storeReset, type PaymentMethod } from '@tabula/shared';
import { tipAfterMethodChange, type TipState } from '../tip';
import { NO_CART_CHOICES, parseStoredChoices, type CartChoices, type StoredChoices } from './parse';

/** The cart's note for the server, kept while the guest goes to pay and back. */
export const cartNoteChanged = createEvent<string>();
export const paymentMethodChosen = createEvent<PaymentMethod>();
export const tipPicked = createEvent<TipState>();

/**
 * What the guest chose for the order being built (note, payment method, tip). It outlives the cart
 * screen, so going to /Checkout and back keeps an allergy note, and is let go with the order: once it
 * is placed, or its tab ends. A tab's order carries on the draft's choices with its dishes.
 */
export const $cartChoices = createStore<CartChoices>(NO_CART_CHOICES)
  .on(cartNoteChanged, (choices, note) => ({ ...choices, note }))
  // A new method resets the tip.
  .on(paymentMethodChosen, (choices, method) =>
    choices.paymentMethod === method ? choices : { ...choices, paymentMethod: method, tip: tipAfterMethodChange() },
  )
  .on(tipPicked, (choices, tip) => ({ ...choices, tip }))
  .reset(orderLetGo, storeReset);

/** The choices survive a reload, kept in the guest's session under this name. */
export const CART_CHOICES = 'cart-choices';

/**
 * Stored with the order they were made for: checkout's model loads only with its screens, so an order
 * let go while none was open (placed or its tab ended after a reload) must not hand its choices on.
 */
const $storedChoices = createStore<StoredChoices>({ orderId: null, choices: NO_CART_CHOICES });

sample({
  clock: [$cartChoices.updates, $orderId.updates],
  source: { orderId: $orderId, choices: $cartChoices },
  target: $storedChoices,
});

/** Reads the stored choices again, as a reload does. */
export const restoreCartChoicesFx = keepInSession(CART_CHOICES, $storedChoices, parseStoredChoices, 'tabula-cart-choices');

/** They come back to their order, or to the tab's order that took that order's dishes over. */
sample({
  clock: restoreCartChoicesFx.doneData,
  source: { orderId: $orderId, carriedFrom: $carriedFromOrderId },
  fn: ({ orderId, carriedFrom }, stored) =>
    stored.orderId !== null && (stored.orderId === orderId || stored.orderId === carriedFrom) ? stored.choices : NO_CART_CHOICES,
  target: $cartChoices,
});

restoreCartChoicesFx();
