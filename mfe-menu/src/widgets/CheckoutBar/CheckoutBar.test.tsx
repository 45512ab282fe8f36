import { act, screen } from '@testing-library/react';
import { addToOrder, menuItem, currentOrderId } from '../../testing/api';
import { findDishCard, renderMenuApp } from '../../testing/renderMenuApp';

describe('the checkout bar', () => {
  it('is hidden while the order is empty', async () => {
    await renderMenuApp();
    await findDishCard('Greek Salad');
    expect(screen.queryByRole('button', { name: /^Checkout/ })).not.toBeInTheDocument();
  });

  it('shows the item count and goes to the cart', async () => {
    const { user, scope } = await renderMenuApp();
    const orderId = currentOrderId(scope);
    await act(async () => {
      await addToOrder(scope, orderId, menuItem(scope, 'Greek Salad'), 2);
      await addToOrder(scope, orderId, menuItem(scope, 'Caesar Salad'), 1);
    });
    const checkout = await screen.findByRole('button', { name: 'Checkout, 3 items' });
    await user.click(checkout);
    expect(screen.getByRole('heading', { name: 'at /cartopen' })).toBeInTheDocument();
  });
});
