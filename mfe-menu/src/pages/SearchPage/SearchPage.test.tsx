import { act, screen, within } from '@testing-library/react';
import { $searchText } from '../../features/search';
import { renderMenuApp } from '../../testing/renderMenuApp';

afterEach(() => {
  jest.useRealTimers();
});

const searchbox = () => screen.getByRole('searchbox', { name: 'Search' });
const resultGroups = () => screen.queryAllByRole('region').map((region) => region.querySelector('h2')?.textContent);

describe('the search bar', () => {
  it('stays fixed at the top with the logo, the query and Cancel', async () => {
    await renderMenuApp({ route: '/search' });
    const bar = screen.getByRole('search');
    expect(within(bar).getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    expect(within(bar).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(bar).getByRole('img', { name: 'Tabula Bistro logo' })).toBeInTheDocument();
  });

  it('searches on Enter', async () => {
    const { user } = await renderMenuApp({ route: '/search' });
    await user.type(searchbox(), 'pizza');
    expect(resultGroups()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: /^Margherita Pizza/ })).toBeInTheDocument();
    expect(resultGroups()).toEqual(['Food / Pizza']);
  });

  it('searches on the search icon', async () => {
    const { user } = await renderMenuApp({ route: '/search' });
    await user.type(searchbox(), 'lemonade');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: /^Lemonade/ })).toBeInTheDocument();
  });

  it('says nothing when Enter or the search icon is pressed in an empty box', async () => {
    const { user } = await renderMenuApp({ route: '/search' });
    await user.click(searchbox());
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(searchbox(), '   {Enter}');
    expect(screen.queryByText('no items found')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('searches on a space typed after some text, but not on a space alone', async () => {
    const { user } = await renderMenuApp({ route: '/search' });
    await user.type(searchbox(), ' ');
    expect(screen.queryByText('no items found')).not.toBeInTheDocument();
    await user.clear(searchbox());
    await user.type(searchbox(), 'greek ');
    expect(await screen.findByRole('button', { name: /^Greek Salad/ })).toBeInTheDocument();
    expect(searchbox()).toHaveValue('greek ');
  });
});

describe('what search finds', () => {
  it.each([
    ['a dish name', 'caesar', ['Food / Salads'], /^Caesar Salad/],
    ['a tag', 'popular', ['Food / Salads'], /^Greek Salad/],
    ['a menu', 'drinks', ['Drinks / Soft drinks'], /^Tap Water/],
    ['a category', 'salads', ['Food / Salads'], /^Caesar Salad/],
  ])('matches %s, grouped by menu and category', async (_, query, groups, dish) => {
    const { user } = await renderMenuApp({ route: '/search' });
    await user.type(searchbox(), `${query}{Enter}`);
    expect(await screen.findByRole('button', { name: dish })).toBeInTheDocument();
    expect(resultGroups()).toEqual(groups);
  });

  it("says 'no items found' when nothing matches", async () => {
    const { user } = await renderMenuApp({ route: '/search' });
    await user.type(searchbox(), 'sushi{Enter}');
    expect(await screen.findByText('no items found')).toBeInTheDocument();
  });

  it("says 'No available items' when every match is out of stock, and still lists them", async () => {
    const { user } = await renderMenuApp({ route: '/search' });
    await user.type(searchbox(), 'moussaka{Enter}');
    expect(await screen.findByText('No available items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Moussaka/ })).toHaveTextContent('Out of stock');
  });

  it("says 'No items Available' at a venue without dishes", async () => {
    await renderMenuApp({ route: '/search', venueSlug: 'grand-hotel' });
    expect(await screen.findByText('No items Available')).toBeInTheDocument();
  });
});

describe('leaving and coming back', () => {
  it('Cancel returns to the menu keeping the query, and the results show again on return', async () => {
    const { user, scope } = await renderMenuApp({ route: '/search' });
    await user.type(searchbox(), 'lemonade{Enter}');
    await screen.findByRole('button', { name: /^Lemonade/ });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('address: /menu')).toBeInTheDocument();
    expect(scope.getState($searchText)).toBe('lemonade');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('lemonade');
    expect(await screen.findByRole('button', { name: /^Lemonade/ })).toBeInTheDocument();
  });

  it('opens a dish from the results', async () => {
    const { user } = await renderMenuApp({ route: '/search' });
    await user.type(searchbox(), 'greek{Enter}');
    await user.click(await screen.findByRole('button', { name: /^Greek Salad/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Greek Salad' })).toBeInTheDocument();
  });

  it('keeps view mode: a dish found in view mode cannot be opened', async () => {
    const { user } = await renderMenuApp({ route: '/menu?type=view' });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('address: /search?type=view')).toBeInTheDocument();
    await user.type(searchbox(), 'greek{Enter}');
    await user.click(await screen.findByRole('button', { name: /^Greek Salad/ }));
    expect(screen.getByRole('status')).toHaveTextContent('You can only order from the food menu at the table area.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('address: /menu?type=view')).toBeInTheDocument();
  });
});

describe('the logo', () => {
  it('falls back to the stored logo when the venue has not loaded after 3 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    localStorage.setItem('logo', 'data:image/png;base64,AAAA');
    await renderMenuApp({ route: '/search', venueSlug: 'no-such-venue' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2900);
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByRole('img', { name: 'Menu logo' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
  });
});
