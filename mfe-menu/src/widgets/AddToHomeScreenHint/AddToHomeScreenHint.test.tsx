import { screen } from '@testing-library/react';
import { renderMenuApp } from '../../testing/renderMenuApp';

const HINT = 'Add this menu to your home screen: tap Share, then Add to Home Screen.';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the add-to-home-screen hint', () => {
  it('shows on an iPhone browser at a venue that asks for it, and can be closed', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const { user } = await renderMenuApp();
    expect(await screen.findByText(HINT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('does not show outside iOS', async () => {
    await renderMenuApp();
    await screen.findByRole('heading', { level: 1, name: 'Tabula Bistro' });
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('does not show at a venue that does not ask for it', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    await renderMenuApp({ venueSlug: 'harbour' });
    await screen.findByRole('heading', { level: 1, name: 'Harbour Bar' });
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });
});
