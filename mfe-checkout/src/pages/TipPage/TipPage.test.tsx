import { screen } from '@testing-library/react';
import type { Scope } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe, renderWithProviders, resetStore } from '@tabula/shared/test';
import { addToOrder, startGuest } from '../../testing/orders';
import CartPage from '../CartPage';
import TipPage from './TipPage';

let scope: Scope;

function renderTip() {
  return renderWithProviders(
    <Routes>
      <Route path="/tip" element={<TipPage />} />
      <Route path="/cartopen" element={<CartPage />} />
      <Route path="/menu" element={<LocationProbe name="Menu screen" />} />
    </Routes>,
    { route: '/tip', venueSlug: 'bistro', scope },
  );
}

beforeEach(async () => {
  await resetStore();
  scope = await startGuest('bistro');
  await addToOrder(scope, 'Lemonade');
});

describe('the tip screen', () => {
  it('sends a guest who opened it with nothing in the cart to the menu: there is nothing to tip for', async () => {
    await resetStore();
    scope = await startGuest('bistro');
    renderTip();
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add tip' })).not.toBeInTheDocument();
  });

  it('refuses an amount that is not 0 or more, then adds the tip to a card payment', async () => {
    const { user } = renderTip();

    expect(screen.getByRole('heading', { name: 'amount to tip' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tip amount'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    expect(screen.getByText('Enter the tip as a number, for example 2.50')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Tip amount'));
    await user.type(screen.getByLabelText('Tip amount'), '11');
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    expect(screen.getByText('The tip can be at most €10.00.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Tip amount'));
    await user.type(screen.getByLabelText('Tip amount'), '1,5');
    await user.click(screen.getByRole('button', { name: 'Add tip' }));

    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Other (€1.50)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('€4.50');
  });

  it('fills in a preset amount', async () => {
    const { user } = renderTip();

    await user.click(screen.getByRole('button', { name: '€2.00' }));
    expect(screen.getByLabelText('Tip amount')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Add tip' }));

    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '€2.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('€5.00');
  });

  it("goes back to the cart without a tip on 'Not Now'", async () => {
    const { user } = renderTip();

    await user.click(screen.getByRole('button', { name: 'Not Now' }));

    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not Now' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('€3.00');
  });
});

describe('at a read-only venue', () => {
  it('sends the guest to the menu, as every ordering screen does', async () => {
    const gallery = await startGuest('gallery');
    renderWithProviders(
      <Routes>
        <Route path="/tip" element={<TipPage />} />
        <Route path="/menu" element={<h1>at /menu</h1>} />
      </Routes>,
      { route: '/tip', venueSlug: 'gallery', scope: gallery },
    );
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    expect(screen.queryByText('amount to tip')).not.toBeInTheDocument();
  });
});
