import { screen } from '@testing-library/react';
import { i18n } from '@tabula/shared/test';
import { findDishCard, renderMenuApp } from '../../testing/renderMenuApp';

// The language runs i18next, which every scope shares: the next test starts in English again.
afterEach(() => i18n.changeLanguage('en'));

describe('the language selector', () => {
  it('switches every text at once and remembers the language', async () => {
    const { user } = await renderMenuApp();
    await findDishCard('Margherita Pizza');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByRole('button', { name: 'Mis pedidos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pedir la cuenta' })).toBeInTheDocument();
    expect(await findDishCard('Pizza Margarita')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Categorías' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma (Language)' })).toHaveDisplayValue('Español');
    expect(localStorage.getItem('language')).toBe('es');
  });

  it('is absent when the venue has one language', async () => {
    await renderMenuApp({ venueSlug: 'harbour' });
    await findDishCard('Lager');
    expect(screen.queryByRole('combobox', { name: /language/i })).not.toBeInTheDocument();
  });
});
