import { screen, waitFor, within } from '@testing-library/react';
import { renderMenuApp } from '../../testing/renderMenuApp';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the category chips', () => {
  it('lists the categories as chips and groups the dishes under them', async () => {
    await renderMenuApp();
    const chips = within(await screen.findByRole('navigation', { name: 'Categories' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Pizza', 'Salads', 'Mains', 'Desserts']);
    const salads = await screen.findByRole('region', { name: 'Salads' });
    expect(within(within(salads).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(salads)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringMatching(/^Greek Salad/), expect.stringMatching(/^Caesar Salad/)]);
  });

  it('marks a tapped chip as the current category and scrolls to it', async () => {
    const { user } = await renderMenuApp();
    const chips = within(await screen.findByRole('navigation', { name: 'Categories' }));
    expect(chips.getByRole('button', { name: 'Pizza' })).toHaveAttribute('aria-current', 'true');
    // jsdom lays nothing out: the page is given a height and Mains a place 600 px down it.
    jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    jest.spyOn(await screen.findByRole('region', { name: 'Mains' }), 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);
    const scrolledTo: number[] = [];
    jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      scrolledTo.push(options.top ?? 0);
    }) as typeof window.scrollTo);
    await user.click(chips.getByRole('button', { name: 'Mains' }));
    expect(chips.getByRole('button', { name: 'Mains' })).toHaveAttribute('aria-current', 'true');
    expect(chips.getByRole('button', { name: 'Pizza' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(scrolledTo.length).toBeGreaterThan(0));
    expect(scrolledTo[0]).toBeGreaterThan(0);
    expect(Math.max(...scrolledTo)).toBeLessThanOrEqual(600);
  });
});
