import { act, screen, waitFor, within } from '@testing-library/react';
import { allSettled } from 'effector';
import { languageChanged } from '@tabula/shared';
import { i18n } from '@tabula/shared/test';
import { addToOrder, menuItem, currentOrderId, startGuest } from '../../testing/api';
import { findDishCard, renderMenuApp } from '../../testing/renderMenuApp';

// The language runs i18next, which every scope shares: the next test starts in English again.
afterEach(() => i18n.changeLanguage('en'));

describe('item cards', () => {
  it('show the name, the description without HTML, its list items kept apart, and the price', async () => {
    await renderMenuApp();
    const pizza = await findDishCard('Margherita Pizza');
    expect(pizza).toHaveTextContent('San Marzano tomatoes, fior di latte and fresh basil. Wood-fired · 48-hour dough');
    expect(pizza.innerHTML).not.toMatch(/<strong>|<li>/);
    expect(pizza).toHaveTextContent('€9.00');
  });

  it('hide a zero price', async () => {
    const { user } = await renderMenuApp();
    await user.click(await screen.findByRole('radio', { name: 'Drinks' }));
    const water = await findDishCard('Tap Water');
    expect(water).not.toHaveTextContent(/€|\$/);
    expect(await findDishCard('Lemonade')).toHaveTextContent('€3.00');
  });

  it('show the Popular tag as a chip in its colours, and no other tag', async () => {
    await renderMenuApp();
    const greek = await findDishCard('Greek Salad');
    const chip = within(greek).getByText('Popular');
    expect(chip).toHaveStyle({ backgroundColor: '#FFE8A3', color: '#7A4B00' });
    expect(greek).not.toHaveTextContent('Vegetarian');
    expect(await findDishCard('Caesar Salad')).not.toHaveTextContent(/Popular|Vegetarian/);
  });

  it.each([
    ['gr', 'Χωριάτικη σαλάτα', 'Δημοφιλές'],
    ['fr', 'Salade grecque', 'Populaire'],
  ])('word the Popular chip in the guest language (%s), still found by the tag named Popular', async (language, dish, popular) => {
    const scope = await startGuest('bistro');
    await allSettled(languageChanged, { scope, params: language });
    await waitFor(() => expect(menuItem(scope, dish).tags.map((tag) => tag.name)).toContain('Popular'));
    await renderMenuApp({ scope });
    const card = await findDishCard(dish);
    const chip = within(card).getByText(popular);
    expect(chip).toHaveStyle({ backgroundColor: '#FFE8A3', color: '#7A4B00' });
    expect(card).not.toHaveTextContent('Popular');
  });

  it('show a placeholder when a dish has no image or its image fails', async () => {
    await renderMenuApp();
    expect(within(await findDishCard('Caesar Salad')).getByTestId('item-image-placeholder')).toBeInTheDocument();
    const greek = await findDishCard('Greek Salad');
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
    expect(await findDishCard('Moussaka')).toHaveTextContent('Out of stock');
    expect(await findDishCard('Baklava')).toHaveTextContent('Out of stock');
    expect(await findDishCard('Margherita Pizza')).not.toHaveTextContent('Out of stock');
  });

  it('show how many of the dish the order holds', async () => {
    const { scope } = await renderMenuApp();
    await act(async () => {
      await addToOrder(scope, currentOrderId(scope), menuItem(scope, 'Greek Salad'), 2);
    });
    expect(await findDishCard('Greek Salad')).toHaveTextContent('2 in order');
    expect(await findDishCard('Caesar Salad')).not.toHaveTextContent('in order');
  });

  it('open the dish screen when tapped', async () => {
    const { user } = await renderMenuApp();
    await user.click(await findDishCard('Greek Salad'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Greek Salad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to order' })).toBeInTheDocument();
  });
});
