import { allSettled, createEvent, fork, sample } from 'effector';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../test';
import { goBackFx, navigateFx } from '.';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p>{`at ${pathname}${search} with ${JSON.stringify(state ?? null)}`}</p>;
}

describe('navigation as an effect', () => {
  it("moves the scope's page to where a model sends it, with state", async () => {
    const scope = fork();
    renderWithProviders(<Where />, { route: '/cartopen', scope });
    expect(screen.getByText('at /cartopen with null')).toBeInTheDocument();
    await act(() => allSettled(navigateFx, { scope, params: { to: '/Checkout?x=1', state: { totalCents: 500 } } }));
    expect(screen.getByText('at /Checkout?x=1 with {"totalCents":500}')).toBeInTheDocument();
  });

  it('goes back to the screen before, or to the fallback for a screen opened directly', async () => {
    const scope = fork();
    renderWithProviders(<Where />, { route: '/order', scope });
    await act(() => allSettled(goBackFx, { scope, params: '/previousOrders' }));
    expect(screen.getByText('at /previousOrders with null')).toBeInTheDocument();
    await act(() => allSettled(navigateFx, { scope, params: { to: '/order-detail' } }));
    await act(() => allSettled(goBackFx, { scope, params: undefined }));
    expect(screen.getByText('at /previousOrders with null')).toBeInTheDocument();
  });

  it('is what a model targets, and a test replaces it in its scope', async () => {
    const orderPlaced = createEvent();
    sample({ clock: orderPlaced, fn: () => ({ to: '/order' }), target: navigateFx });
    const sent: unknown[] = [];
    const scope = fork({ handlers: [[navigateFx, (to: unknown) => void sent.push(to)]] });
    await allSettled(orderPlaced, { scope });
    expect(sent).toEqual([{ to: '/order' }]);
  });

  it('fails, rather than going nowhere in silence, when no page is rendered', async () => {
    const scope = fork();
    const result = await allSettled(navigateFx, { scope, params: { to: '/menu' } });
    expect(result).toMatchObject({ status: 'fail' });
  });
});
