import { act, fireEvent, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { languageChanged } from '@tabula/shared';
import { i18n } from '@tabula/shared/test';
import { renderMenuApp } from '../../testing/renderMenuApp';

// Each test runs the app in its own forked scope (renderMenuApp): a venue still loading when a test ends
// (the reload a language change starts) cannot land in the next test's store.
afterEach(() => i18n.changeLanguage('en'));

describe('the venue header', () => {
  it('shows cover, logo, name as the heading, a two-line description and the social links', async () => {
    await renderMenuApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tabula Bistro logo' })).toBeInTheDocument();
    expect(screen.getByText(/Wood-fired pizza, Greek classics/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/tabula.bistro/');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/tabula.bistro/');
  });

  it("shows the venue's initials in place of a logo that does not load", async () => {
    await renderMenuApp();
    const logo = await screen.findByRole('img', { name: 'Tabula Bistro logo' });
    fireEvent.error(logo);
    const fallback = screen.getByRole('img', { name: 'Tabula Bistro logo' });
    expect(fallback.tagName).not.toBe('IMG');
    expect(fallback).toHaveTextContent('TB');
  });

  it('leads back to the business site only for business account types 1 and 2', async () => {
    await renderMenuApp({ venueSlug: 'poolside' });
    const back = await screen.findByRole('link', { name: 'Back to the main site' });
    expect(back.getAttribute('href')).toMatch(/grand-hotel/);
  });

  it("names the back link in the guest's language", async () => {
    const { scope } = await renderMenuApp({ venueSlug: 'poolside' });
    await act(() => allSettled(languageChanged, { scope, params: 'gr' }));
    expect(await screen.findByRole('link', { name: 'Πίσω στον κεντρικό ιστότοπο' })).toBeInTheDocument();
  });

  it('has no back link for a standalone venue', async () => {
    await renderMenuApp();
    await screen.findByRole('heading', { level: 1, name: 'Tabula Bistro' });
    expect(screen.queryByRole('link', { name: 'Back to the main site' })).not.toBeInTheDocument();
  });

  it('says when the venue cannot be found', async () => {
    await renderMenuApp({ venueSlug: 'no-such-venue' });
    expect(await screen.findByRole('heading', { name: 'Url Not Found' })).toBeInTheDocument();
  });
});
