import { act, screen, waitFor } from '@testing-library/react';
import { allSettled } from 'effector';
import { appStarted, configureApi } from '@tabula/shared';
import { configureTestApi, createTestScope } from '@tabula/shared/test';
import { FakeTabBar, findDishCard, renderMenuApp } from '../../testing/renderMenuApp';

describe('the page', () => {
  it('renders the tab bar the shell passes, sticky', async () => {
    await renderMenuApp({ TabBar: FakeTabBar });
    expect(await screen.findByRole('region', { name: 'Tab bar' })).toHaveTextContent('tab bar sticky');
  });
});

describe('a menu without dishes', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** The gallery's menus as the API sends them, each category changed by `emptied`: no demo venue has an empty menu. */
  const withEmptiedMenus = (emptied: (categories: Record<string, unknown>[]) => Record<string, unknown>[]) => {
    const realFetch = global.fetch;
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      if (!String(input).includes('/menu-details/')) return response;
      const venue = (await response.json()) as { menus: { menu_categories: Record<string, unknown>[] }[] };
      const menus = venue.menus.map((menu) => ({ ...menu, menu_categories: emptied(menu.menu_categories) }));
      return new Response(JSON.stringify({ ...venue, menus }), { status: response.status, headers: response.headers });
    });
  };

  it("says 'No items available' rather than showing nothing between the header and the footer", async () => {
    withEmptiedMenus(() => []);
    await renderMenuApp({ venueSlug: 'gallery' });
    expect(await screen.findByText('No items available')).toBeInTheDocument();
  });

  it("shows only 'No items available' when its categories are there but hold no dishes yet", async () => {
    withEmptiedMenus((categories) => categories.map((category) => ({ ...category, items: [] })));
    await renderMenuApp({ venueSlug: 'gallery' });
    expect(await screen.findByText('No items available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    // The gallery's categories, neither as headings nor as chips.
    expect(screen.queryByText('Coffee')).not.toBeInTheDocument();
    expect(screen.queryByText('Cakes')).not.toBeInTheDocument();
  });
});

describe('when the venue cannot be loaded', () => {
  it('says the menu could not be loaded and shows it after Retry', async () => {
    // Nothing listens on port 9 (discard): every call fails as it would without a connection.
    configureApi({ baseUrl: 'http://127.0.0.1:9', venueSlug: 'bistro' });
    const scope = createTestScope();
    await allSettled(appStarted, { scope });
    const { user } = await renderMenuApp({ scope });
    expect(await screen.findByRole('alert')).toHaveTextContent('The menu could not be loaded.');
    configureTestApi('bistro');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeInTheDocument();
    expect(screen.queryByText('The menu could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('read-only and closed venues', () => {
  it('says why nothing can be ordered for 2 s instead of opening a dish on a read-only menu', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user } = await renderMenuApp({ venueSlug: 'gallery' });
      await user.click(await findDishCard('Espresso'));
      expect(screen.getByRole('status')).toHaveTextContent('You can only order from the food menu at the table area.');
      expect(screen.queryByRole('heading', { name: 'Espresso' })).not.toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1900);
      });
      expect(screen.getByRole('status')).toHaveTextContent('You can only order from the food menu');
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is read-only with ?type=view, with the default text when the venue has none', async () => {
    const { user } = await renderMenuApp({ route: '/menu?type=view' });
    await user.click(await findDishCard('Greek Salad'));
    expect(screen.getByRole('status')).toHaveTextContent('You can only order from the food menu at the table area.');
    expect(screen.queryByRole('button', { name: 'Add to order' })).not.toBeInTheDocument();
  });

  it('treats a read-only venue that stopped taking orders as read-only, as the tab bar does', async () => {
    const realFetch = global.fetch;
    // The read-only gallery on a day it also stops taking orders: no demo venue is both.
    const fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      if (!String(input).includes('/menu-details/')) return response;
      const venue = (await response.json()) as Record<string, unknown>;
      return new Response(JSON.stringify({ ...venue, is_currently_accepting_orders: false }), {
        status: response.status,
        headers: response.headers,
      });
    });
    try {
      const { user } = await renderMenuApp({ venueSlug: 'gallery' });
      expect(await screen.findByText('address: /menu?type=view')).toBeInTheDocument();
      await user.click(await findDishCard('Espresso'));
      expect(screen.getByRole('status')).toHaveTextContent('You can only order from the food menu at the table area.');
      expect(screen.queryByText('Venue currently not accepting orders')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Espresso' })).not.toBeInTheDocument();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('leaves the notice of a venue not accepting orders to the tab bar, so that it shows once', async () => {
    const { user } = await renderMenuApp({ venueSlug: 'closed', TabBar: FakeTabBar });
    expect(await screen.findByText('address: /menu?type=view')).toBeInTheDocument();
    await findDishCard('Souvlaki');
    expect(screen.queryByText('Venue currently not accepting orders')).not.toBeInTheDocument();
    await user.click(await findDishCard('Souvlaki'));
    expect(screen.getByRole('status')).toHaveTextContent('Venue currently not accepting orders');
  });

  it('shows a venue not accepting orders in view mode with its notice where there is no tab bar', async () => {
    const { user } = await renderMenuApp({ venueSlug: 'closed' });
    expect(await screen.findByText('Venue currently not accepting orders')).toBeInTheDocument();
    await user.click(await findDishCard('Souvlaki'));
    expect(screen.queryByRole('button', { name: 'Add to order' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Venue currently not accepting orders')).toHaveLength(2));
  });
});
