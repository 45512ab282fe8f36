import { allSettled } from 'effector';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { $cartChoices } from '../../features/cart-choices';
import { paymentPicked } from './model';

describe("the payment screen's model", () => {
  it('keeps the way the guest chose to pay and shows it in the cart', async () => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    await allSettled(paymentPicked, { scope, params: 'cash' });
    expect(scope.getState($cartChoices).paymentMethod).toBe('cash');
    expect(went).toStrictEqual([{ to: '/cartopen' }]);
  });
});
