import { allSettled } from 'effector';
import {
  $orderId,
  createOrderFx,
  fetchOrderDetailsFx,
  orderExpiredAcknowledged,
  orderPlaced,
  reOrderFx,
  tabExited,
  tabStarted,
  $carriedFromOrderId,
} from '@tabula/shared';
import { createTestScope, makeOrder, storeSessionValue, storedSessionValue } from '@tabula/shared/test';
import { $cartChoices, CART_CHOICES, cartNoteChanged, paymentMethodChosen, restoreCartChoicesFx, tipPicked } from './model';
import { NO_CART_CHOICES } from './parse';

const choicesScope = () =>
  createTestScope({
    values: [[$orderId, 'o-1']],
    handlers: [
      [createOrderFx, () => ({ order_uuid: 'o-2' })],
      [fetchOrderDetailsFx, (uuid: string) => makeOrder({ order_uuid: uuid })],
      [reOrderFx, ({ orderId }: { orderId: string }) => ({ order_uuid: orderId, order_items: [], order_price: 0, skipped: [] })],
    ],
  });

describe("the cart's choices", () => {
  it('keeps the note, the method and the tip the guest chose, in storage for a reload', async () => {
    const scope = choicesScope();
    await allSettled(cartNoteChanged, { scope, params: 'nut allergy' });
    await allSettled(paymentMethodChosen, { scope, params: 'card' });
    await allSettled(tipPicked, { scope, params: { option: 'other', cents: 350 } });
    const chosen = { note: 'nut allergy', paymentMethod: 'card', tip: { option: 'other', cents: 350 } };
    expect(scope.getState($cartChoices)).toEqual(chosen);
    expect(storedSessionValue(CART_CHOICES)).toEqual({ orderId: 'o-1', choices: chosen });

    const reloaded = createTestScope({ values: [[$orderId, 'o-1']] });
    await allSettled(restoreCartChoicesFx, { scope: reloaded });
    expect(reloaded.getState($cartChoices)).toEqual(chosen);
  });

  it('does not hand stored choices to another order, as when the order was let go while no checkout screen was open', async () => {
    storeSessionValue(CART_CHOICES, { orderId: 'o-old', choices: { note: 'nut allergy', paymentMethod: 'card' } });
    const reloaded = createTestScope({ values: [[$orderId, 'o-new']] });
    await allSettled(restoreCartChoicesFx, { scope: reloaded });
    expect(reloaded.getState($cartChoices)).toEqual(NO_CART_CHOICES);
  });

  it("hands stored choices to the tab's order that took their order's dishes over while no checkout screen was open", async () => {
    const chosen = { note: 'nut allergy', paymentMethod: 'card', tip: { option: 'other', cents: 250 } };
    storeSessionValue(CART_CHOICES, { orderId: 'o-1', choices: chosen });
    const inTab = createTestScope({
      values: [
        [$orderId, 'o-tab'],
        [$carriedFromOrderId, 'o-1'],
      ],
    });
    await allSettled(restoreCartChoicesFx, { scope: inTab });
    expect(inTab.getState($cartChoices)).toEqual(chosen);
  });

  it('moves choices a guest stored under the former key into the session once', async () => {
    const chosen = { note: 'nut allergy', paymentMethod: 'card', tip: { option: 200, cents: 200 } };
    localStorage.setItem('tabula-cart-choices', JSON.stringify({ orderId: 'o-1', choices: chosen }));
    const reloaded = createTestScope({ values: [[$orderId, 'o-1']] });
    await allSettled(restoreCartChoicesFx, { scope: reloaded });
    expect(reloaded.getState($cartChoices)).toEqual(chosen);
    expect(localStorage.getItem('tabula-cart-choices')).toBeNull();
    expect(storedSessionValue(CART_CHOICES)).toEqual({ orderId: 'o-1', choices: chosen });
  });

  it('resets the tip when the method changes, and only then', async () => {
    const scope = choicesScope();
    await allSettled(paymentMethodChosen, { scope, params: 'card' });
    await allSettled(tipPicked, { scope, params: { option: 100, cents: 100 } });
    await allSettled(paymentMethodChosen, { scope, params: 'card' });
    expect(scope.getState($cartChoices).tip).toEqual({ option: 100, cents: 100 });
    await allSettled(paymentMethodChosen, { scope, params: 'cash' });
    expect(scope.getState($cartChoices).tip).toEqual({ option: 'none', cents: 0 });
  });

  it('brings a stored tip whose chip was pressed for another amount back as Not Now', async () => {
    storeSessionValue(CART_CHOICES, { orderId: 'o-1', choices: { note: '', paymentMethod: 'card', tip: { option: 200, cents: 0 } } });
    const reloaded = createTestScope({ values: [[$orderId, 'o-1']] });
    await allSettled(restoreCartChoicesFx, { scope: reloaded });
    expect(reloaded.getState($cartChoices).tip).toEqual({ option: 'none', cents: 0 });
  });

  it('lets them go once the order is placed or the tab ends, and carries them into a tab', async () => {
    const scope = choicesScope();
    await allSettled(cartNoteChanged, { scope, params: 'nut allergy' });
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o-t' } });
    expect(scope.getState($cartChoices).note).toBe('nut allergy');

    await allSettled(orderPlaced, { scope, params: 'o-t' });
    expect(scope.getState($cartChoices).note).toBe('');

    await allSettled(cartNoteChanged, { scope, params: 'window seat' });
    await allSettled(tabExited, { scope });
    expect(scope.getState($cartChoices).note).toBe('');

    await allSettled(cartNoteChanged, { scope, params: 'no ice' });
    await allSettled(orderExpiredAcknowledged, { scope });
    expect(scope.getState($cartChoices).note).toBe('');
  });
});
