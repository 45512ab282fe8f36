import { allSettled } from 'effector';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { $cartChoices } from '../../features/cart-choices';
import { paymentBackPressed, paymentPicked } from './model';

describe("the payment screen's model", () => {
  it('keeps the way the guest chose to pay and shows it in the cart', async () => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    await allSettled(paymentPicked, { scope, params: 'cash' });
    expect(scope.getState($cartChoices).paymentMethod).toBe('cash');
    expect(went).toStrictEqual([{ to: '/cartopen' }]);
  });

  it('goes back where the guest came from on Back, leaving the way to pay as it was', async () => {
    const { went, wentBack, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    const before = scope.getState($cartChoices);
    await allSettled(paymentBackPressed, { scope });
    expect(scope.getState($cartChoices)).toBe(before);
    expect(wentBack).toStrictEqual(['/cartopen']);
    expect(went).toHaveLength(0);
  });
});
