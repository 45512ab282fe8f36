import { allSettled } from 'effector';
import { $orderList } from '@tabula/shared';
import { createTestScope, makeCartLine, recordNavigation } from '@tabula/shared/test';
import { $cartChoices, paymentMethodChosen } from '../../features/cart-choices';
import { tipAmountSubmitted, tipBackPressed, tipDeclined } from './model';

/** A cart of two dishes at 4.50 paid in cash so far, whose navigation is recorded. */
async function tipScreen() {
  const { went, wentBack, handlers } = recordNavigation();
  const scope = createTestScope({ values: [[$orderList, [makeCartLine({ itemPrice: 4.5, quantity: 2 })]]], handlers });
  await allSettled(paymentMethodChosen, { scope, params: 'cash' });
  return { scope, went, wentBack };
}

describe("the tip screen's model", () => {
  it('adds a typed tip to a card payment and goes back to the cart', async () => {
    const { scope, went } = await tipScreen();
    await allSettled(tipAmountSubmitted, { scope, params: '1,5' });
    expect(scope.getState($cartChoices)).toMatchObject({ paymentMethod: 'card', tip: { option: 'other', cents: 150 } });
    expect(went).toStrictEqual([{ to: '/cartopen' }]);
  });

  it('counts a typed amount that matches a preset as that preset', async () => {
    const { scope } = await tipScreen();
    await allSettled(tipAmountSubmitted, { scope, params: '2' });
    expect(scope.getState($cartChoices).tip).toEqual({ option: 200, cents: 200 });
  });

  it('keeps the guest on the screen with an amount above what the cart allows', async () => {
    const { scope, went } = await tipScreen();
    await allSettled(tipAmountSubmitted, { scope, params: '100' });
    expect(scope.getState($cartChoices).paymentMethod).toBe('cash');
    expect(went).toHaveLength(0);
  });

  it('goes back to the cart without a tip on Not now', async () => {
    const { scope, went } = await tipScreen();
    await allSettled(tipDeclined, { scope });
    expect(scope.getState($cartChoices)).toMatchObject({ paymentMethod: 'cash', tip: { option: 'none', cents: 0 } });
    expect(went).toStrictEqual([{ to: '/cartopen' }]);
  });

  it('goes back where the guest came from on Back, leaving the tip and the way to pay as they were', async () => {
    const { scope, went, wentBack } = await tipScreen();
    const before = scope.getState($cartChoices);
    await allSettled(tipBackPressed, { scope });
    expect(scope.getState($cartChoices)).toBe(before);
    expect(wentBack).toStrictEqual(['/cartopen']);
    expect(went).toHaveLength(0);
  });
});
