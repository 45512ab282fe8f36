import { DEFAULT_THEME } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { $tableNumber } from '@tabula/shared';
import { openTab, startGuest } from '../../testing/api';
import { shownColour } from '../../testing/colour';
import { renderMenuApp } from '../../testing/renderMenuApp';

afterEach(() => {
  jest.useRealTimers();
});

const notice = () => screen.getByRole('status', { name: '' });

/** A guest at table 9 of the bistro, with a tab: the server knows where to come. */
async function atBistroTable() {
  const scope = await startGuest('bistro');
  await openTab(scope, '9');
  return renderMenuApp({ scope });
}

describe('the action buttons', () => {
  it('goes to My orders', async () => {
    const { user } = await renderMenuApp();
    await user.click(await screen.findByRole('button', { name: 'My Orders' }));
    expect(screen.getByRole('heading', { name: 'at /previousOrders' })).toBeInTheDocument();
  });

  it('offers Get bill and Call server where the venue enables them', async () => {
    await renderMenuApp();
    expect(await screen.findByRole('button', { name: 'Get bill' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call server' })).toBeInTheDocument();
  });

  it.each([
    ['a venue without waiter actions', 'gallery', '/menu'],
    ['room service (type 3)', 'room-service', '/menu'],
    ['a venue that enables them, in view mode', 'bistro', '/menu?type=view'],
  ])('hides Get bill and Call server at %s', async (_, venueSlug, route) => {
    await renderMenuApp({ venueSlug, route });
    expect(await screen.findByRole('button', { name: 'My Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get bill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call server' })).not.toBeInTheDocument();
  });
});

describe('Call server', () => {
  it('asks for confirmation, calls a server and confirms the server is coming', async () => {
    const { user } = await atBistroTable();
    await user.click(await screen.findByRole('button', { name: 'Call server' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call a server' });
    expect(within(dialog).getByText('A server will come to your table.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Call server' }));
    const coming = await screen.findByRole('dialog', { name: 'A server is on the way' });
    await user.click(within(coming).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives focus back to Call server when its dialog closes, the first time it opens too', async () => {
    const { user } = await atBistroTable();
    const callServer = await screen.findByRole('button', { name: 'Call server' });
    for (const time of ['first', 'second']) {
      await user.click(callServer);
      await user.click(within(await screen.findByRole('dialog', { name: 'Call a server' })).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect({ time, focused: document.activeElement }).toEqual({ time, focused: callServer }));
    }
  });

  it('says for 10 s that a request is already open when the guest asks again', async () => {
    const { user } = await atBistroTable();
    await user.click(await screen.findByRole('button', { name: 'Call server' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Call a server' })).getByRole('button', { name: 'Call server' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'A server is on the way' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Call server' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Call a server' })).getByRole('button', { name: 'Call server' }));
    await waitFor(() => expect(notice()).toHaveTextContent('A request is already Open for your Order'));
    expect(screen.queryByRole('dialog', { name: 'A server is on the way' })).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(9800);
    });
    expect(notice()).toHaveTextContent('A request is already Open for your Order');
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(notice()).toBeEmptyDOMElement();
  });

  it('asks a guest without a table which table to come to, Continue disabled until one is chosen', async () => {
    const { user, scope } = await renderMenuApp({ venueSlug: 'harbour' });
    await user.click(await screen.findByRole('button', { name: 'Call server' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Call a server' })).getByRole('button', { name: 'Call server' }));
    const picker = await screen.findByRole('dialog', { name: 'Select your table' });
    const continueButton = within(picker).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    const tablePicker = within(picker).getByRole('combobox', { name: 'Table' });
    await user.click(tablePicker);
    await user.keyboard('{Escape}');
    await user.tab();
    const error = await within(picker).findByText('Select table number');
    expect(shownColour(error, '--mantine-color-error')).toBe(DEFAULT_THEME.colors.red[9]);
    await user.click(tablePicker);
    await user.click(await within(picker).findByRole('option', { name: '5' }));
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    expect(await screen.findByRole('dialog', { name: 'A server is on the way' })).toBeInTheDocument();
    expect(scope.getState($tableNumber)).toBe('5');
  });
});

describe('Get bill', () => {
  it('opens the bill screen', async () => {
    const { user } = await renderMenuApp();
    await user.click(await screen.findByRole('button', { name: 'Get bill' }));
    expect(await screen.findByRole('heading', { name: 'at /bill' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
