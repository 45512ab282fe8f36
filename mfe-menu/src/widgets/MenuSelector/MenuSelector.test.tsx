import { screen, within } from '@testing-library/react';
import { $menuId } from '@tabula/shared/test';
import { loadedVenue } from '../../testing/api';
import { findDishCard, renderMenuApp } from '../../testing/renderMenuApp';

describe('the menu selector', () => {
  it('switches menus with the selector and remembers the choice', async () => {
    const { user, scope } = await renderMenuApp();
    await findDishCard('Margherita Pizza');
    expect(screen.queryByRole('button', { name: /^Lemonade/ })).not.toBeInTheDocument();
    const selector = screen.getByRole('group', { name: 'Menus' });
    expect(within(selector).getByRole('radio', { name: 'Food' })).toBeChecked();
    await user.click(within(selector).getByRole('radio', { name: 'Drinks' }));
    expect(within(selector).getByRole('radio', { name: 'Drinks' })).toBeChecked();
    expect(await findDishCard('Lemonade')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Margherita Pizza/ })).not.toBeInTheDocument();
    expect(scope.getState($menuId)).toBe(loadedVenue(scope).menus[1]?.id);
    expect(localStorage.getItem('menuId')).toBe(String(loadedVenue(scope).menus[1]?.id));
  });

  it('shows no selector for a venue with one menu', async () => {
    await renderMenuApp({ venueSlug: 'harbour' });
    await findDishCard('Lager');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
