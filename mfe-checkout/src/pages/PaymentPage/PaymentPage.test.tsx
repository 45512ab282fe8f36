import { screen } from '@testing-library/react';
import type { Scope } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe, renderWithProviders, resetStore } from '@tabula/shared/test';
import { addToOrder, openTab, startGuest } from '../../testing/orders';
import CartPage from '../CartPage';
import PaymentPage from './PaymentPage';

function renderPayment(venueSlug: string, scope: Scope) {
  return renderWithProviders(
    <Routes>
      <Route path="/payment" element={<PaymentPage />} />
      <Route path="/cartopen" element={<CartPage />} />
      <Route path="/menu" element={<LocationProbe name="Menu screen" />} />
    </Routes>,
    { route: '/payment', venueSlug, scope },
  );
}

beforeEach(async () => {
  await resetStore();
});

describe('the payment method screen', () => {
  it('chooses cash for the cart', async () => {
    const scope = await startGuest('bistro');
    await openTab(scope, '4');
    await addToOrder(scope, 'Lemonade');
    const { user } = renderPayment('bistro', scope);

    expect(screen.getByRole('heading', { name: 'How would you like to pay?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cash' }));

    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Add to tab' })).toBeChecked();
  });

  it('offers no cash to a guest without a tab where the venue takes cash only on a tab', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    renderPayment('bistro', scope);

    expect(screen.getByRole('button', { name: 'Cash' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Card' })).toBeEnabled();
  });

  it('offers only what the venue takes', async () => {
    const scope = await startGuest('harbour');
    await addToOrder(scope, 'Lager');
    renderPayment('harbour', scope);

    expect(screen.getByRole('button', { name: 'Cash' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Card' })).toBeDisabled();
  });
});

describe('opened by its address', () => {
  it('sends a guest with nothing in the cart to the menu, not to buttons that lead nowhere', async () => {
    const scope = await startGuest('bistro');
    renderPayment('bistro', scope);
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Card' })).not.toBeInTheDocument();
  });
});

describe('at a read-only venue', () => {
  it('sends the guest to the menu, as every ordering screen does', async () => {
    const scope = await startGuest('gallery');
    renderWithProviders(
      <Routes>
        <Route path="/payment" element={<PaymentPage />} />
        <Route path="/menu" element={<h1>at /menu</h1>} />
      </Routes>,
      { route: '/payment', venueSlug: 'gallery', scope },
    );
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cash' })).not.toBeInTheDocument();
  });
});
