import { act, screen } from '@testing-library/react';
import { $orderId } from '@tabula/shared';
import { resetStore } from '@tabula/shared/test';
import { addToOrder, findItem } from '../../testing/api';
import { findDishCard, renderMenuApp } from '../../testing/renderMenuApp';

beforeEach(resetStore);

describe('the checkout bar', () => {
  it('is hidden while the order is empty', async () => {
    await renderMenuApp();
    await findDishCard('Greek Salad');
    expect(screen.queryByRole('button', { name: /^Checkout/ })).not.toBeInTheDocument();
  });

  it('shows the item count and goes to the cart', async () => {
    const { user } = await renderMenuApp();
    const orderId = $orderId.getState() ?? '';
    await act(async () => {
      await addToOrder(orderId, findItem('Greek Salad'), 2);
      await addToOrder(orderId, findItem('Caesar Salad'), 1);
    });
    const checkout = await screen.findByRole('button', { name: 'Checkout, 3 items' });
    await user.click(checkout);
    expect(screen.getByRole('heading', { name: 'at /cartopen' })).toBeInTheDocument();
  });
});
