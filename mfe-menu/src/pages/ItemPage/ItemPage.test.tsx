import { DEFAULT_THEME } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { allSettled } from 'effector';
import { $orderId, $orderList, $selectedOrder, languageChanged, navigateFx, orderLineSelected, type Item } from '@tabula/shared';
import { createTestScope, makeCustomisation, makeItem, makeOption, i18n } from '@tabula/shared/test';
import { $currentItem } from '../../features/ordering-mode';
import { addToOrder, dishCount, menuItem, openTab, currentOrderId, submitBehindTheAppsBack, startGuest } from '../../testing/api';
import { shownColour } from '../../testing/colour';
import { renderMenuApp } from '../../testing/renderMenuApp';

// The language runs i18next, which every scope shares: the next test starts in English again.
afterEach(() => i18n.changeLanguage('en'));

/** The dish screen for a dish, opened from the menu as the guest would, so Back has somewhere to go. */
async function openDish(name: string, { venueSlug = 'bistro', withTab }: { venueSlug?: string; withTab?: boolean } = {}) {
  const scope = await startGuest(venueSlug);
  // Bistro takes orders only on a tab; the other venues here take them without.
  if (withTab ?? venueSlug === 'bistro') await openTab(scope, '4');
  const rendered = await renderMenuApp({ venueSlug, scope });
  await rendered.user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  await screen.findByRole('heading', { level: 1, name });
  return rendered;
}

/** The dish screen showing a dish made up for the test, as if tapped on the menu. */
const showingDish = (venueSlug: string, item: Item) => startGuest(venueSlug, createTestScope({ values: [[$currentItem, item]] }));

const addButton = () => screen.getByRole('button', { name: 'Add to order' });

/** A dish customised choice by choice and added: eight interactions and an API call, over 5 s on a busy machine. */
const WHOLE_DISH_MS = 15_000;

/** The venue as one that takes orders only on a tab and no cards would send it: the bistro without its card account. */
function withoutCardPayments() {
  const realFetch = global.fetch;
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('/menu-details/')) return response;
    const venue = (await response.json()) as Record<string, unknown>;
    return Response.json({ ...venue, accept_card: false, stripe_account_ref: null }, { status: response.status });
  });
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the dish screen', () => {
  it('goes back to the menu when no dish is selected', async () => {
    await renderMenuApp({ route: '/addCart' });
    expect(await screen.findByText('address: /menu')).toBeInTheDocument();
  });

  it('shows the name and the description as sanitised HTML', async () => {
    const scope = await showingDish(
      'bistro',
      makeItem({
        item_id: 9001,
        name: 'Test dish',
        description:
          '<p>Hot <strong>and</strong> fresh</p><ul><li>Spicy</li></ul><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
      }),
    );
    const { container } = await renderMenuApp({ route: '/addCart', scope });
    expect(await screen.findByRole('heading', { level: 1, name: 'Test dish' })).toBeInTheDocument();
    expect(screen.getByText('and').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('Spicy');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('lists the prices by position under a required Choose type', async () => {
    await openDish('Margherita Pizza');
    const prices = screen.getByRole('radiogroup', { name: 'Choose type Required' });
    expect(
      within(prices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('[data-label-position]')?.parentElement?.textContent),
    ).toEqual(['Small€9.00', 'Large€13.00']);
    expect(within(prices).getByRole('radio', { name: /Small/ })).not.toBeChecked();
    expect(within(prices).getByRole('radio', { name: /Large/ })).not.toBeChecked();
  });

  it('offers no price choice for a dish with one price', async () => {
    await openDish('Greek Salad');
    expect(screen.queryByRole('radiogroup', { name: /Choose type/ })).not.toBeInTheDocument();
  });

  it('uses radios for a required single choice and checkboxes, without sold-out options, otherwise', async () => {
    await openDish('Margherita Pizza');
    const crust = screen.getByRole('radiogroup', { name: 'Crust Required' });
    expect(within(crust).getAllByRole('radio')).toHaveLength(2);
    const toppings = screen.getByRole('group', { name: 'Extra toppings' });
    expect(within(toppings).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(toppings).getByRole('checkbox', { name: /Olives/ })).toBeInTheDocument();
    expect(within(toppings).getByText('+€0.50')).toBeInTheDocument();
    expect(within(toppings).queryByText(/Anchovies/)).not.toBeInTheDocument();
    expect(within(crust).queryByText(/\+/)).not.toBeInTheDocument();
  });

  it("marks an optional single choice 'Not more than 1' and uses checkboxes for it", async () => {
    await openDish('Mojito', { venueSlug: 'harbour' });
    const sweetness = screen.getByRole('group', { name: 'Sweetness Not more than 1' });
    const [less, extra] = within(sweetness).getAllByRole('checkbox');
    await act(async () => {
      less?.click();
    });
    expect(less).toBeChecked();
    expect(extra).toBeDisabled();
  });

  it('hides a sold-out group and orders groups by position', async () => {
    const scope = await showingDish(
      'harbour',
      makeItem({
        item_id: 9002,
        name: 'Platter',
        prices: [{ id: 1, description: 'Plate', amount: 10, position: 0 }],
        item_customisations: [
          makeCustomisation({
            item_customisation_id: 1,
            name: 'Second',
            position: 2,
            customisation_options: [makeOption({ customisation_option_id: 11, name: 'B' })],
          }),
          makeCustomisation({
            item_customisation_id: 2,
            name: 'First',
            position: 1,
            customisation_options: [makeOption({ customisation_option_id: 21, name: 'A' })],
          }),
          makeCustomisation({
            item_customisation_id: 3,
            name: 'Sold out group',
            position: 0,
            availability: { out_of_stock: true },
            customisation_options: [makeOption({ customisation_option_id: 31, name: 'C' })],
          }),
        ],
      }),
    );
    await renderMenuApp({ venueSlug: 'harbour', route: '/addCart', scope });
    await screen.findByRole('heading', { level: 1, name: 'Platter' });
    expect(screen.queryByText('Sold out group')).not.toBeInTheDocument();
    const first = screen.getByRole('group', { name: /^First/ });
    const second = screen.getByRole('group', { name: /^Second/ });
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('disables further toppings once two are chosen, and enables them again when one is dropped', async () => {
    const { user } = await openDish('Margherita Pizza');
    const toppings = screen.getByRole('group', { name: /Extra toppings/ });
    await user.click(within(toppings).getByRole('checkbox', { name: /Olives/ }));
    await user.click(within(toppings).getByRole('checkbox', { name: /Mushrooms/ }));
    expect(within(toppings).getByRole('checkbox', { name: /Peppers/ })).toBeDisabled();
    await user.click(within(toppings).getByRole('checkbox', { name: /Olives/ }));
    expect(within(toppings).getByRole('checkbox', { name: /Peppers/ })).toBeEnabled();
  });

  it('keeps the quantity at 1 or more and shows the line total', async () => {
    const { user } = await openDish('Margherita Pizza');
    const total = () => screen.getByText(/^Total/);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Large/ }));
    expect(total()).toHaveTextContent('Total €13.00');
    await user.click(screen.getByRole('checkbox', { name: /Olives/ }));
    await user.click(screen.getByRole('checkbox', { name: /Mushrooms/ }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(within(screen.getByRole('group', { name: 'Quantity' })).getByText('2')).toBeInTheDocument();
    expect(total()).toHaveTextContent('Total €28.40');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(total()).toHaveTextContent('Total €14.20');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('shows no price and no total for a free dish', async () => {
    const scope = await startGuest('bistro');
    await openTab(scope, '4');
    const { user } = await renderMenuApp({ venueSlug: 'bistro', scope });
    await user.click(await screen.findByRole('radio', { name: 'Drinks' }));
    await user.click(await screen.findByRole('button', { name: /^Tap Water/ }));
    await screen.findByRole('heading', { level: 1, name: 'Tap Water' });
    expect(screen.queryByText(/€0\.00/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Total/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.queryByText(/€0\.00/)).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  it('blocks the order and scrolls to the first missing required choice', async () => {
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { user, scope } = await openDish('Margherita Pizza');
    const lastScrolled = () => scrolled.mock.contexts[scrolled.mock.contexts.length - 1] as Element;
    await user.click(addButton());
    const prices = screen.getByRole('radiogroup', { name: /Choose type/ });
    expect(prices).toHaveAccessibleDescription('Required');
    expect(lastScrolled()).toContainElement(prices);
    expect(within(prices).getByRole('radio', { name: /Small/ })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: /Small/ }));
    expect(prices).not.toHaveAccessibleDescription('Required');
    await user.click(addButton());
    const crust = screen.getByRole('radiogroup', { name: /Crust/ });
    expect(crust).toHaveAccessibleDescription('Required');
    expect(lastScrolled()).toContainElement(crust);
    expect(scope.getState($orderList)).toEqual([]);
    scrolled.mockRestore();
  });
});

describe('colours', () => {
  it("draws a missing choice in the app's readable error red and option prices in its dimmed grey", async () => {
    const { user } = await openDish('Margherita Pizza');
    const prices = screen.getByRole('radiogroup', { name: /Choose type/ });
    expect(shownColour(within(prices).getByText('€9.00'), '--mantine-color-text')).toBe(DEFAULT_THEME.colors.gray[7]);
    await user.click(addButton());
    const message = document.getElementById(prices.getAttribute('aria-describedby') ?? '');
    expect(message).toHaveTextContent('Required');
    expect(shownColour(message as HTMLElement, '--mantine-color-error')).toBe(DEFAULT_THEME.colors.red[9]);
  });
});

describe('adding to the order', () => {
  it(
    'adds the customised dish, counts it and goes back to the menu',
    async () => {
      const { user, scope } = await openDish('Margherita Pizza');
      await user.click(screen.getByRole('radio', { name: /Large/ }));
      await user.click(screen.getByRole('radio', { name: /Thin/ }));
      await user.click(screen.getByRole('checkbox', { name: /Olives/ }));
      await user.type(screen.getByRole('textbox', { name: 'Leave a note' }), 'Well done');
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      await user.click(addButton());
      expect(await screen.findByText('address: /menu')).toBeInTheDocument();
      expect(dishCount(scope)).toBe(2);
      const [line] = scope.getState($orderList);
      expect(line).toMatchObject({ name: 'Margherita Pizza', quantity: 2, note: 'Well done', itemPrice: 13.5, itemOrderPrice: 27 });
      expect(await screen.findByRole('button', { name: /^Margherita Pizza.*2 in order/ })).toBeInTheDocument();
    },
    WHOLE_DISH_MS,
  );

  it('shows the loader while the call runs', async () => {
    const { user } = await openDish('Greek Salad');
    const button = addButton();
    const clicked = user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    await clicked;
    expect(await screen.findByText('address: /menu')).toBeInTheDocument();
  });

  it('asks for a tab first where the venue takes orders only on a tab and takes no card', async () => {
    withoutCardPayments();
    const { user, scope } = await openDish('Greek Salad', { withTab: false });
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Open a tab to order' });
    expect(scope.getState($orderList)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Join tab' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Open tab' }));
    expect(await screen.findByRole('heading', { name: 'at /open-tab?from=menu' })).toBeInTheDocument();
    expect(localStorage.getItem('from')).toBe('menu');
  });

  it('closes the tab dialog on Close, keeping the guest on the dish, and asks again on the next Add', async () => {
    withoutCardPayments();
    const { user, scope } = await openDish('Greek Salad', { withTab: false });
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Open a tab to order' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Open a tab to order' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Greek Salad' })).toBeInTheDocument();
    expect(scope.getState($orderList)).toEqual([]);
    await user.click(addButton());
    expect(await screen.findByRole('dialog', { name: 'Open a tab to order' })).toBeInTheDocument();
  });

  it('asks a room service guest without a session to sign in with their room, not to open a tab', async () => {
    const { user } = await openDish('Club Sandwich', { venueSlug: 'room-service', withTab: false });
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with your room to order' });
    expect(within(dialog).getByText('Enter your surname, room number and check-out date, then add your dishes.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'at /login' })).toBeInTheDocument();
  });

  it("asks for a tab in the guest's language", async () => {
    withoutCardPayments();
    const scope = await startGuest('bistro');
    await allSettled(languageChanged, { scope, params: 'fr' });
    await waitFor(() => expect(menuItem(scope, 'Salade grecque')).toBeDefined());
    const { user } = await renderMenuApp({ scope });
    await user.click(await screen.findByRole('button', { name: /^Salade grecque/ }));
    await user.click(await screen.findByRole('button', { name: 'Ajouter à la commande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ouvrez une note pour commander' });
    expect(
      within(dialog).getByText('Ouvrez une nouvelle note ou rejoignez celle de votre table, puis ajoutez vos plats.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('lets a guest without a tab order and pay now where the venue takes cards, though it keeps tabs', async () => {
    const { user, scope } = await openDish('Greek Salad', { withTab: false });
    await user.click(addButton());
    expect(await screen.findByText('address: /menu')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Open a tab to order' })).not.toBeInTheDocument();
    expect(dishCount(scope)).toBe(1);
  });

  it('orders without a tab where the venue allows it', async () => {
    const { user, scope } = await openDish('IPA', { venueSlug: 'harbour' });
    await user.click(addButton());
    expect(await screen.findByText('address: /menu')).toBeInTheDocument();
    expect(dishCount(scope)).toBe(1);
  });

  it('goes to the menu after adding a dish found by search', async () => {
    const { user, scope } = await renderMenuApp({ venueSlug: 'harbour', route: '/search' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nachos{Enter}');
    await user.click(await screen.findByRole('button', { name: /^Nachos/ }));
    await user.click(await screen.findByRole('button', { name: 'Add to order' }));
    expect(await screen.findByText('address: /menu')).toBeInTheDocument();
    expect(dishCount(scope)).toBe(1);
  });

  it('refreshes the order when the API refuses the change (403) and says it failed', async () => {
    const scope = await startGuest('harbour');
    const orderId = currentOrderId(scope);
    await addToOrder(scope, orderId, menuItem(scope, 'Lager'));
    await submitBehindTheAppsBack(orderId);
    const { user } = await renderMenuApp({ venueSlug: 'harbour', scope });
    await user.click(await screen.findByRole('button', { name: /^IPA/ }));
    await user.click(await screen.findByRole('button', { name: 'Add to order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await waitFor(() => expect(scope.getState($orderId)).not.toBe(orderId));
    expect(scope.getState($orderList)).toEqual([]);
    expect(screen.getByText('address: /addCart')).toBeInTheDocument();
  });
});

describe('editing a line', () => {
  it("starts from the line's choices, updates it, moves the count by the difference and clears the selection", async () => {
    const scope = await startGuest('harbour');
    const orderId = currentOrderId(scope);
    const lager = menuItem(scope, 'Lager');
    const line = await addToOrder(scope, orderId, lager, 2, { priceId: lager.prices[1]?.id ?? null, note: 'cold' });
    await addToOrder(scope, orderId, menuItem(scope, 'IPA'), 1);
    expect(dishCount(scope)).toBe(3);
    await allSettled(orderLineSelected, { scope, params: line });
    const { user } = await renderMenuApp({ venueSlug: 'harbour', route: '/addCart', scope });
    await screen.findByRole('heading', { level: 1, name: 'Lager' });
    expect(screen.getByRole('radio', { name: /Pint/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Leave a note' })).toHaveValue('cold');
    expect(within(screen.getByRole('group', { name: 'Quantity' })).getByText('2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Update order' }));
    expect(await screen.findByText('address: /menu')).toBeInTheDocument();
    expect(dishCount(scope)).toBe(4);
    expect(scope.getState($orderList).find((entry) => entry.order_item_id === line.order_item_id)?.quantity).toBe(3);
    await waitFor(() => expect(scope.getState($selectedOrder)).toBeNull());
  });
  it('goes back once on leaving: the line it clears then sends the guest no further back', async () => {
    const scope = await startGuest('harbour');
    const line = await addToOrder(scope, currentOrderId(scope), menuItem(scope, 'Lager'));
    const { user } = await renderMenuApp({ venueSlug: 'harbour', route: '/search', scope });
    // Search, then the menu, then the line's dish, as the cart sends a guest who edits a line.
    await act(() => allSettled(navigateFx, { scope, params: { to: '/menu' } }));
    await act(() => allSettled(orderLineSelected, { scope, params: line }));
    await act(() => allSettled(navigateFx, { scope, params: { to: '/addCart' } }));
    await screen.findByRole('heading', { level: 1, name: 'Lager' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('address: /menu')).toBeInTheDocument();
    await waitFor(() => expect(scope.getState($selectedOrder)).toBeNull());
    expect(screen.getByText('address: /menu')).toBeInTheDocument();
  });
});

describe('dishes that cannot be ordered', () => {
  it.each(['Moussaka', 'Baklava'])('greys out Add for %s, out of stock', async (name) => {
    await openDish(name);
    expect(addButton()).toBeDisabled();
    expect(screen.getAllByText('Out of stock').length).toBeGreaterThan(0);
  });

  it('leaves nothing to change on an out-of-stock dish: quantity and note are greyed out too', async () => {
    await openDish('Moussaka');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Leave a note' })).toBeDisabled();
  });
});

describe('in Spanish', () => {
  it('shows every text of the dish screen translated', async () => {
    const scope = await startGuest('bistro');
    await openTab(scope, '5');
    await allSettled(languageChanged, { scope, params: 'es' });
    await waitFor(() => expect(menuItem(scope, 'Pizza Margarita')).toBeDefined());
    const { user } = await renderMenuApp({ scope });
    await user.click(await screen.findByRole('button', { name: /^Pizza Margarita/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pizza Margarita' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Elige el tipo Obligatorio' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Masa Obligatorio' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir al pedido' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Deja una nota' })).toBeInTheDocument();
  });
});
