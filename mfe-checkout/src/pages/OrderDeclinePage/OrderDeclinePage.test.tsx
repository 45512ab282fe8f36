import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TIMINGS_MS } from '@tabula/shared';
import { LocationProbe, renderWithProviders } from '@tabula/shared/test';
import OrderDeclinePage from './OrderDeclinePage';

afterEach(() => {
  jest.useRealTimers();
});

it('shows a loader for 2 s, then the decline, and Great goes back to the menu', async () => {
  jest.useFakeTimers();
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/orderdecline" element={<OrderDeclinePage />} />
      <Route path="/menu" element={<LocationProbe name="Menu screen" />} />
    </Routes>,
    { route: '/orderdecline' },
  );

  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  // The loader is the model's effect: its end settles in a promise, so the clock advances asynchronously.
  await act(() => jest.advanceTimersByTimeAsync(TIMINGS_MS.declinedLoader - 1));
  expect(screen.queryByRole('heading', { name: 'Order declined' })).not.toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1));

  expect(screen.getByRole('heading', { name: 'Order declined' })).toBeInTheDocument();
  expect(
    screen.getByText('Looks like the kitchen declined your order, for more information please speak to the manager'),
  ).toBeInTheDocument();
  jest.useRealTimers();
  await user.click(screen.getByRole('button', { name: 'Great' }));
  expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
});
