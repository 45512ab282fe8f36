import { screen, waitFor, within } from '@testing-library/react';
import { resetStore } from '@tabula/shared/test';
import { renderMenuApp } from '../../test/renderMenuApp';

beforeEach(resetStore);

describe('the category chips', () => {
  it('lists the categories as chips and groups the dishes under them', async () => {
    await renderMenuApp();
    const chips = within(await screen.findByRole('navigation', { name: 'Categories' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Pizza', 'Salads', 'Mains', 'Desserts']);
    const salads = await screen.findByRole('region', { name: 'Salads' });
    expect(within(within(salads).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
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
