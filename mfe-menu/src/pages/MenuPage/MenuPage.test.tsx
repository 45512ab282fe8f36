import { act, screen, waitFor, within } from '@testing-library/react';
import {
  $menuId,
  $orderId,
  $orderList,
  $roomNumber,
  $sessionId,
  $tableNumber,
  $tabId,
  checkGuestSessionFx,
  checkTabFx,
} from '@tabula/shared';
import { resetStore, startTestApp } from '@tabula/shared/test';
import { addToOrder, findItem, hotelGuestSession, openTab, venue } from '../../test/api';
import { FakeTabBar, renderMenuApp } from '../../test/renderMenuApp';

beforeEach(resetStore);

const card = (name: string | RegExp) => screen.findByRole('button', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });

describe('the venue header', () => {
  it('shows cover, logo, name as the heading, a two-line description and the social links', async () => {
    await renderMenuApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tabula Bistro logo' })).toBeInTheDocument();
    expect(screen.getByText(/Wood-fired pizza, Greek classics/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/tabula.bistro/');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/tabula.bistro/');
  });

  it('leads back to the business site only for business account types 1 and 2', async () => {
    await renderMenuApp({ venueSlug: 'poolside' });
    const back = await screen.findByRole('link', { name: 'Back to the main site' });
    expect(back.getAttribute('href')).toMatch(/grand-hotel/);
  });

  it('has no back link for a standalone venue', async () => {
    await renderMenuApp();
    await screen.findByRole('heading', { level: 1, name: 'Tabula Bistro' });
    expect(screen.queryByRole('link', { name: 'Back to the main site' })).not.toBeInTheDocument();
  });

  it('says when the venue cannot be found', async () => {
    await renderMenuApp({ venueSlug: 'no-such-venue' });
    expect(await screen.findByRole('heading', { name: 'Url Not Found' })).toBeInTheDocument();
  });
});

describe('the action buttons', () => {
  it('goes to My orders', async () => {
    const { user } = await renderMenuApp();
    await user.click(await screen.findByRole('button', { name: 'My Orders' }));
    expect(screen.getByText('elsewhere /previousOrders')).toBeInTheDocument();
  });

  it('offers Get bill and Call server where the venue enables them', async () => {
    await renderMenuApp();
    expect(await screen.findByRole('button', { name: 'Get bill' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call server' })).toBeInTheDocument();
  });

  it.each([
    ['a venue without waiter actions', 'gallery'],
    ['room service (type 3)', 'room-service'],
  ])('hides Get bill and Call server at %s', async (_, venueSlug) => {
    await renderMenuApp({ venueSlug });
    expect(await screen.findByRole('button', { name: 'My Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get bill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call server' })).not.toBeInTheDocument();
  });
});

describe('menus and categories', () => {
  it('switches menus with the selector and remembers the choice', async () => {
    const { user } = await renderMenuApp();
    await card('Margherita Pizza');
    expect(screen.queryByRole('button', { name: /^Lemonade/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Drinks' }));
    expect(await card('Lemonade')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Margherita Pizza/ })).not.toBeInTheDocument();
    expect($menuId.getState()).toBe(venue().menus[1]?.id);
    expect(localStorage.getItem('menuId')).toBe(String(venue().menus[1]?.id));
  });

  it('shows no selector for a venue with one menu', async () => {
    await renderMenuApp({ venueSlug: 'harbour' });
    await card('Lager');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('lists the categories as chips and groups the dishes under them', async () => {
    await renderMenuApp();
    const chips = within(await screen.findByRole('navigation', { name: 'Categories' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Pizza', 'Salads', 'Mains', 'Desserts']);
    const salads = await screen.findByRole('region', { name: 'Salads' });
    expect(within(salads).getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Greek Salad/),
      expect.stringMatching(/^Caesar Salad/),
    ]);
  });

  it('marks a tapped chip as the current category and scrolls to it', async () => {
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = await renderMenuApp();
    const chips = within(await screen.findByRole('navigation', { name: 'Categories' }));
    expect(chips.getByRole('button', { name: 'Pizza' })).toHaveAttribute('aria-current', 'true');
    await user.click(chips.getByRole('button', { name: 'Mains' }));
    expect(chips.getByRole('button', { name: 'Mains' })).toHaveAttribute('aria-current', 'true');
    expect(chips.getByRole('button', { name: 'Pizza' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(scrolled.mock.contexts).toContain(screen.getByRole('region', { name: 'Mains' })));
    scrolled.mockRestore();
  });
});

describe('item cards', () => {
  it('show the name, the description without HTML and the price', async () => {
    await renderMenuApp();
    const pizza = await card('Margherita Pizza');
    expect(pizza).toHaveTextContent('San Marzano tomatoes, fior di latte and fresh basil. Wood-fired 48-hour dough');
    expect(pizza.innerHTML).not.toMatch(/<strong>|<li>/);
    expect(pizza).toHaveTextContent('€9.00');
  });

  it('hide a zero price', async () => {
    const { user } = await renderMenuApp();
    await user.click(await screen.findByRole('radio', { name: 'Drinks' }));
    const water = await card('Tap Water');
    expect(water).not.toHaveTextContent(/€|\$/);
    expect(await card('Lemonade')).toHaveTextContent('€3.00');
  });

  it('show the Popular tag as a chip in its colours, and no other tag', async () => {
    await renderMenuApp();
    const greek = await card('Greek Salad');
    const chip = within(greek).getByText('Popular');
    expect(chip).toHaveStyle({ backgroundColor: '#FFE8A3', color: '#7A4B00' });
    expect(greek).not.toHaveTextContent('Vegetarian');
    expect(await card('Caesar Salad')).not.toHaveTextContent(/Popular|Vegetarian/);
  });

  it('show a placeholder when a dish has no image or its image fails', async () => {
    await renderMenuApp();
    expect(within(await card('Caesar Salad')).getByTestId('item-image-placeholder')).toBeInTheDocument();
    const greek = await card('Greek Salad');
    const image = greek.querySelector('img');
    expect(image).not.toBeNull();
    act(() => {
      image?.dispatchEvent(new Event('error'));
    });
    expect(within(greek).getByTestId('item-image-placeholder')).toBeInTheDocument();
    expect(greek.querySelector('img')).toBeNull();
  });

  it('strike out dishes out of stock, inherited from their category', async () => {
    await renderMenuApp();
    expect(await card('Moussaka')).toHaveTextContent('Out of stock');
    expect(await card('Baklava')).toHaveTextContent('Out of stock');
    expect(await card('Margherita Pizza')).not.toHaveTextContent('Out of stock');
  });

  it('show how many of the dish the order holds', async () => {
    await renderMenuApp();
    const orderId = $orderId.getState() ?? '';
    await act(async () => {
      await addToOrder(orderId, findItem('Greek Salad'), 2);
    });
    expect(await card('Greek Salad')).toHaveTextContent('2 in order');
    expect(await card('Caesar Salad')).not.toHaveTextContent('in order');
  });

  it('open the dish screen when tapped', async () => {
    const { user } = await renderMenuApp();
    await user.click(await card('Greek Salad'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Greek Salad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to order' })).toBeInTheDocument();
  });
});

describe('the checkout bar', () => {
  it('is hidden while the order is empty', async () => {
    await renderMenuApp();
    await card('Greek Salad');
    expect(screen.queryByRole('button', { name: /^Checkout/ })).not.toBeInTheDocument();
  });

  it('shows the item count and goes to the cart', async () => {
    const { user } = await renderMenuApp();
    const orderId = $orderId.getState() ?? '';
    await act(async () => {
      await addToOrder(orderId, findItem('Greek Salad'), 2);
      await addToOrder(orderId, findItem('Caesar Salad'), 1);
    });
    const checkout = await screen.findByRole('button', { name: 'Checkout, 3 items' });
    await user.click(checkout);
    expect(screen.getByText('elsewhere /cartopen')).toBeInTheDocument();
  });
});

describe('slots and footer', () => {
  it('renders the tab bar the shell passes, sticky', async () => {
    await renderMenuApp({ TabBar: FakeTabBar });
    expect(await screen.findByRole('region', { name: 'Tab bar' })).toHaveTextContent('tab bar sticky');
  });

  it('ends with the powered-by link', async () => {
    await renderMenuApp();
    expect(await screen.findByRole('link', { name: 'Powered by Tabula' })).toHaveAttribute('href', 'https://tabula.app/');
  });
});

describe('the language selector', () => {
  it('switches every text at once and remembers the language', async () => {
    const { user } = await renderMenuApp();
    await card('Margherita Pizza');
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'Mis pedidos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pedir la cuenta' })).toBeInTheDocument();
    expect(await card('Pizza Margarita')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Categorías' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma (Language)' })).toHaveValue('Español');
    expect(localStorage.getItem('language')).toBe('es');
  });

  it('is absent when the venue has one language', async () => {
    await renderMenuApp({ venueSlug: 'harbour' });
    await card('Lager');
    expect(screen.queryByRole('combobox', { name: /language/i })).not.toBeInTheDocument();
  });
});

describe('read-only and closed venues', () => {
  it('says why nothing can be ordered for 2 s instead of opening a dish on a read-only menu', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user } = await renderMenuApp({ venueSlug: 'gallery' });
      await user.click(await card('Espresso'));
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
    await user.click(await card('Greek Salad'));
    expect(screen.getByRole('status')).toHaveTextContent('You can only order from the food menu at the table area.');
    expect(screen.queryByRole('button', { name: 'Add to order' })).not.toBeInTheDocument();
  });

  it('shows a venue not accepting orders in view mode with its notice', async () => {
    const { user } = await renderMenuApp({ venueSlug: 'closed' });
    expect(await screen.findByText('Venue currently not accepting orders')).toBeInTheDocument();
    await user.click(await card('Souvlaki'));
    expect(screen.queryByRole('button', { name: 'Add to order' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Venue currently not accepting orders')).toHaveLength(2));
  });
});

describe('opening the menu', () => {
  it('joins the tab of a shared link and drops the link from the address', async () => {
    await startTestApp({ venueSlug: 'harbour' });
    const host = await openTab('3');
    await resetStore();
    await renderMenuApp({ venueSlug: 'harbour', route: `/menu?tab=${host.tabId}&type=view` });
    expect(await screen.findByText('address: /menu?type=view')).toBeInTheDocument();
    expect($tabId.getState()).toBe(host.tabId);
    expect($orderId.getState()).not.toBe(host.orderId);
    expect($orderList.getState()).toEqual([]);
  });

  it('sends the guest to the start when the linked tab does not exist', async () => {
    await renderMenuApp({ route: '/menu?tab=00000000-0000-4000-8000-000000000000' });
    expect(await screen.findByText('elsewhere /')).toBeInTheDocument();
  });

  it('checks a stored tab and goes to the start when the venue no longer knows it', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    const orderId = $orderId.getState() ?? '';
    await resetStore();
    localStorage.setItem('orderId', orderId);
    localStorage.setItem('tabId', '00000000-0000-4000-8000-0000000000aa');
    localStorage.setItem('tabLink', 'http://bistro.localhost/?tab=x');
    await renderMenuApp();
    expect(await screen.findByText('elsewhere /')).toBeInTheDocument();
    expect($tabId.getState()).toBe('empty');
  });

  it('keeps the guest on the menu with a valid stored tab', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await openTab('9');
    const checked = jest.fn();
    const unwatch = checkTabFx.done.watch(checked);
    await renderMenuApp({ started: true });
    await waitFor(() => expect(checked).toHaveBeenCalled());
    unwatch();
    expect(await card('Greek Salad')).toBeInTheDocument();
    expect(screen.getByText('address: /menu')).toBeInTheDocument();
  });

  it("takes a hotel guest's session and room from the hotel page's link and rejoins their room's tab", async () => {
    await startTestApp({ venueSlug: 'room-service' });
    const guest = await hotelGuestSession();
    await resetStore();
    await renderMenuApp({ venueSlug: 'room-service', route: `/menu?sessionid=${guest.sessionId}&room_no=204` });
    expect(await screen.findByText('address: /menu')).toBeInTheDocument();
    expect($tabId.getState()).toBe(guest.tabId);
    expect($sessionId.getState()).toBe(guest.sessionId);
    expect($roomNumber.getState()).toBe('204');
    expect($tableNumber.getState()).toBe('204');
    expect(localStorage.getItem('sessionId')).toBe(guest.sessionId);
  });

  it('forgets a hotel session the venue does not know', async () => {
    const refused = jest.fn();
    const unwatch = checkGuestSessionFx.fail.watch(refused);
    await renderMenuApp({ venueSlug: 'room-service', route: '/menu?sessionid=00000000-0000-4000-8000-0000000000bb&room_no=204' });
    await waitFor(() => expect(refused).toHaveBeenCalled());
    unwatch();
    expect($sessionId.getState()).toBeNull();
    expect($tabId.getState()).not.toBe('00000000-0000-4000-8000-0000000000bb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grand Hotel Room Service' })).toBeInTheDocument();
  });
});
