import { allSettled } from 'effector';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { myOrdersTapped } from './model';

describe('a guest tapping My Orders', () => {
  it('lands on their past orders', async () => {
    const { went, wentBack, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    await allSettled(myOrdersTapped, { scope });
    expect(went).toStrictEqual([{ to: '/previousOrders' }]);
    expect(wentBack).toHaveLength(0);
  });
});
