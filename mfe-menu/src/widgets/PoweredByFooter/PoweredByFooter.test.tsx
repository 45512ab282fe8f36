import { screen } from '@testing-library/react';
import { renderMenuApp } from '../../testing/renderMenuApp';

describe('the footer', () => {
  it('ends with the powered-by link', async () => {
    await renderMenuApp();
    expect(await screen.findByRole('link', { name: 'Powered by Tabula' })).toHaveAttribute('href', 'https://tabula.app/');
  });
});
