// The shell registers its texts at bootstrap, which a test of one screen does not run.
import '../texts';
import { screen } from '@testing-library/react';
import type { Scope } from 'effector';
import { useLocation } from 'react-router-dom';
import { $dishesToReAdd, $orderExpired, $tabExpired } from '@tabula/shared';
import { createTestScope, renderWithProviders } from '@tabula/shared/test';
import { ExpiryOverlays } from './ExpiryOverlays';

function Location() {
  const { pathname } = useLocation();
  return <h1>{`at ${pathname}`}</h1>;
}

function renderAt(route: string, scope: Scope) {
  return renderWithProviders(
    <>
      <Location />
      <ExpiryOverlays />
    </>,
    { route, scope },
  );
}

describe('ExpiryOverlays', () => {
  it("says 'Your Tab has expired'; OK resets it and goes to the start page", async () => {
    const scope = createTestScope({ values: [[$tabExpired, true]] });
    const { user } = renderAt('/menu', scope);
    const dialog = await screen.findByRole('dialog', { name: 'Your Tab has expired' });
    expect(dialog).toHaveTextContent('Open a new tab or join one to keep ordering.');
    expect(dialog).not.toHaveTextContent('Your items are kept');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { name: 'at /' })).toBeInTheDocument();
    expect(scope.getState($tabExpired)).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says that the dishes of the tab that expired are kept for the next order, and only then', async () => {
    const scope = createTestScope({
      values: [
        [$tabExpired, true],
        [$dishesToReAdd, { orderId: 'o-1', quantity: 2 }],
      ],
    });
    renderAt('/cartopen', scope);
    const dialog = await screen.findByRole('dialog', { name: 'Your Tab has expired' });
    expect(dialog).toHaveTextContent('Your items are kept: you will find them in your next order.');
    expect(dialog).not.toHaveTextContent(/removed/);
  });

  it("says 'Your Order has expired.'; OK resets it and goes to the start page", async () => {
    const scope = createTestScope({ values: [[$orderExpired, true]] });
    const { user } = renderAt('/cartopen', scope);
    expect(await screen.findByRole('dialog', { name: 'Your Order has expired.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { name: 'at /' })).toBeInTheDocument();
    expect(scope.getState($orderExpired)).toBe(false);
  });

  it('leaves the order screen to say itself that the order expired', () => {
    renderAt('/order', createTestScope({ values: [[$orderExpired, true]] }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows one dialog at a time, the order first', async () => {
    renderAt(
      '/menu',
      createTestScope({
        values: [
          [$orderExpired, true],
          [$tabExpired, true],
        ],
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Your Order has expired.' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
