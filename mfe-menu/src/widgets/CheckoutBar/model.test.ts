import { allSettled } from 'effector';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { checkoutTapped } from './model';

describe('a guest tapping the checkout bar', () => {
  it('lands on the cart', async () => {
    const { went, wentBack, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    await allSettled(checkoutTapped, { scope });
    expect(went).toStrictEqual([{ to: '/cartopen' }]);
    expect(wentBack).toHaveLength(0);
  });
});
