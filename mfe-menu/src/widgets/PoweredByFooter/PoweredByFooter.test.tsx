import { screen } from '@testing-library/react';
import { resetStore } from '@tabula/shared/test';
import { renderMenuApp } from '../../testing/renderMenuApp';

beforeEach(resetStore);

describe('the footer', () => {
  it('ends with the powered-by link', async () => {
    await renderMenuApp();
    expect(await screen.findByRole('link', { name: 'Powered by Tabula' })).toHaveAttribute('href', 'https://tabula.app/');
  });
});
