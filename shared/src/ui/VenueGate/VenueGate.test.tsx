import { screen } from '@testing-library/react';
import { ApiRequestError } from '../../api/result';
import type { Venue } from '../../entities';
import { createOrderFx, fetchOrderDetailsFx } from '../../model/order';
import { $venue, $venueStatus, loadVenueFx, type VenueStatus } from '../../model/venue';
import { createTestScope, makeOrder, makeVenue, renderWithProviders } from '../../test';
import { VenueGate } from './VenueGate';

const venue = makeVenue({ name: 'Tabula Bistro' });

function gateAt(status: VenueStatus, loadVenue: (language: string) => Promise<Venue> = () => Promise.resolve(venue)) {
  const loaded = jest.fn(loadVenue);
  const scope = createTestScope({
    values: [
      [$venue, status === 'ready' ? venue : null],
      [$venueStatus, status],
    ],
    // A loaded venue also starts the guest's order; that is the order model's business, kept offline here.
    handlers: [
      [loadVenueFx, loaded],
      [createOrderFx, () => Promise.resolve({ order_uuid: 'order-1', status: 0, tab_uuid: null })],
      [fetchOrderDetailsFx, () => Promise.resolve(makeOrder({ order_uuid: 'order-1' }))],
    ],
  });
  const rendered = renderWithProviders(<VenueGate>{(shown) => <h1>{`Welcome to ${shown.name}`}</h1>}</VenueGate>, { scope });
  return { ...rendered, loaded };
}

describe('VenueGate', () => {
  it('shows the page once the venue is there', () => {
    gateAt('ready');
    expect(screen.getByRole('heading', { name: 'Welcome to Tabula Bistro' })).toBeInTheDocument();
  });

  it('shows a loader while the venue loads', () => {
    gateAt('loading');
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it("says 'Url Not Found' for a venue the host does not name", () => {
    gateAt('not-found');
    expect(screen.getByRole('heading', { name: 'Url Not Found' })).toBeInTheDocument();
  });

  it('offers a retry after a failure, in the chosen language, and then shows the page', async () => {
    const { user, loaded } = gateAt('error');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loaded).toHaveBeenCalledWith('en');
    expect(await screen.findByRole('heading', { name: 'Welcome to Tabula Bistro' })).toBeInTheDocument();
  });

  it('stays on the failure screen when the retry fails too', async () => {
    const { user, loaded } = gateAt('error', () => Promise.reject(new ApiRequestError(500, { message: 'down' })));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
