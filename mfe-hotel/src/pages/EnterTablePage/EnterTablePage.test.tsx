import { fireEvent, screen, within } from '@testing-library/react';
import type { Scope } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { createTestScope, LocationProbe, renderWithProviders, resetStore } from '@tabula/shared/test';
import { FALLBACK_LOGO } from '../../features/enter-table';
import EnterTablePage from '.';

const BISTRO = '7ab01a00-0000-4000-8000-000000000001';
const HARBOUR = '7ab01a00-0000-4000-8000-000000000002';

// Each test renders in its own forked scope: a venue still loading when a test ends cannot land in the next one.
let scope: Scope;
beforeEach(async () => {
  await resetStore();
  scope = createTestScope();
});

function enterTable(slug: string) {
  return renderWithProviders(<EnterTablePage />, { route: `/enter-table/${slug}`, path: '/enter-table/:slug', scope });
}

describe('EnterTablePage', () => {
  it('shows the venue named by the code and its tables', async () => {
    const { user } = enterTable(BISTRO);
    expect(await screen.findByRole('heading', { name: 'Tabula Bistro' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tabula Bistro logo' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Enter your table number' }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(20);
  });

  it('asks for the table, then continues to open a tab there on the venue site', async () => {
    const { user } = enterTable(BISTRO);
    await user.click(await screen.findByRole('button', { name: 'View menu and order' }));
    expect(screen.getByRole('combobox', { name: 'Enter your table number' })).toHaveAccessibleDescription('Select table number');

    await user.click(screen.getByRole('combobox', { name: 'Enter your table number' }));
    await user.click(await screen.findByRole('option', { name: '5' }));
    expect(screen.getByRole('link', { name: 'View menu and order' }).getAttribute('href')).toMatch(
      /^http:\/\/bistro\.localhost(:\d+)?\/open-tab\?table=5$/,
    );
  });

  it("continues to the venue's start page with the table where no tab is needed, which keeps it for the cart", async () => {
    const { user } = enterTable(HARBOUR);
    await user.click(await screen.findByRole('combobox', { name: 'Enter your table number' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    expect(screen.getByRole('link', { name: 'View menu and order' }).getAttribute('href')).toMatch(
      /^http:\/\/harbour\.localhost(:\d+)?\/\?table_number=2$/,
    );
  });

  it('falls back to a stand-in logo when the logo fails to load', async () => {
    enterTable(BISTRO);
    const logo = await screen.findByRole('img', { name: 'Tabula Bistro logo' });
    expect(logo).not.toHaveAttribute('src', FALLBACK_LOGO);
    fireEvent.error(logo);
    expect(screen.getByRole('img', { name: 'Tabula Bistro logo' })).toHaveAttribute('src', FALLBACK_LOGO);
  });

  it.each([
    ['an unknown venue', '7ab01a00-0000-4000-8000-0000000000ff'],
    ['a malformed code', 'not-a-venue'],
  ])("says 'Url Not Found' for %s, and offers the start page", async (_label, slug) => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/enter-table/:slug" element={<EnterTablePage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>,
      { route: `/enter-table/${slug}`, scope },
    );
    expect(await screen.findByRole('heading', { name: 'Url Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/The code on your table names no venue here/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the start page' }));
    expect(screen.getByRole('heading', { name: 'at /' })).toBeInTheDocument();
  });

  it('offers to try again when the venue could not be loaded', async () => {
    const realFetch = global.fetch;
    let failing = true;
    const fetchSpy = jest
      .spyOn(global, 'fetch')
      .mockImplementation((input, init) =>
        failing && String(input).includes('/details/') ? Promise.reject(new TypeError('offline')) : realFetch(input, init),
      );
    try {
      const { user } = enterTable(BISTRO);
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
      failing = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Tabula Bistro' })).toBeInTheDocument();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
