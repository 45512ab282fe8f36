import { allSettled } from 'effector';
import { ApiRequestError } from '../../api/result';
import { i18n } from '../../i18n/instance';
import { makeVenue } from '../../test/fixtures';
import { createTestScope } from '../../test/scope';
import { $language, languageChanged } from '../i18n';
import { $themeColor } from '../ui';
import { $venue, $venueStatus, loadVenueFx } from '.';

afterEach(() => i18n.changeLanguage('en'));

describe('loadVenueFx', () => {
  it('sets the venue, the theme colour and stores colour and logo', async () => {
    const venue = makeVenue({ colour: '#112233', logo: 'https://cdn/logo.png' });
    const scope = createTestScope({ handlers: [[loadVenueFx, () => venue]] });
    await allSettled(loadVenueFx, { scope, params: 'en' });
    expect(scope.getState($venue)).toBe(venue);
    expect(scope.getState($venueStatus)).toBe('ready');
    expect(scope.getState($themeColor)).toBe('#112233');
    expect(localStorage.getItem('color')).toBe('#112233');
    expect(localStorage.getItem('logo')).toBe('https://cdn/logo.png');
  });

  it("is 'not-found' on 404 and 'error' otherwise", async () => {
    const notFound = createTestScope({
      handlers: [[loadVenueFx, () => Promise.reject(new ApiRequestError(404, { message: 'Url Not Found' }))]],
    });
    await allSettled(loadVenueFx, { scope: notFound, params: 'en' });
    expect(notFound.getState($venueStatus)).toBe('not-found');

    const broken = createTestScope({
      handlers: [[loadVenueFx, () => Promise.reject(new ApiRequestError(0, { message: 'Network error' }))]],
    });
    await allSettled(loadVenueFx, { scope: broken, params: 'en' });
    expect(broken.getState($venueStatus)).toBe('error');
  });

  it('keeps a loaded venue on screen when a reload fails', async () => {
    const venue = makeVenue();
    let calls = 0;
    const scope = createTestScope({
      handlers: [[loadVenueFx, () => (calls++ === 0 ? venue : Promise.reject(new ApiRequestError(500, { message: 'x' })))]],
    });
    await allSettled(loadVenueFx, { scope, params: 'en' });
    await allSettled(loadVenueFx, { scope, params: 'es' });
    expect(scope.getState($venueStatus)).toBe('ready');
    expect(scope.getState($venue)).toBe(venue);
  });

  it('shows the menu in the last chosen language when an earlier choice answers later', async () => {
    const offered = { supported_translations_dict: { en: 'English', es: 'Español', fr: 'Français' } };
    const venues = {
      en: makeVenue({ ...offered, name: 'Bistro' }),
      es: makeVenue({ ...offered, name: 'Bistró' }),
      fr: makeVenue({ ...offered, name: 'Bistrot' }),
    };
    const delays = { en: 0, es: 30, fr: 0 };
    const answered: string[] = [];
    const scope = createTestScope({
      handlers: [
        [
          loadVenueFx,
          (language: 'en' | 'es' | 'fr') =>
            new Promise((resolve) =>
              setTimeout(() => {
                answered.push(language);
                resolve(venues[language]);
              }, delays[language]),
            ),
        ],
      ],
    });
    await allSettled(loadVenueFx, { scope, params: 'en' });
    await Promise.all([allSettled(languageChanged, { scope, params: 'es' }), allSettled(languageChanged, { scope, params: 'fr' })]);
    // Every request started in the scope has answered, Spanish last, before what the guest sees is read.
    await allSettled(scope);
    expect(answered).toEqual(['en', 'fr', 'es']);
    expect(scope.getState($language)).toBe('fr');
    expect(scope.getState($venue)?.name).toBe('Bistrot');
  });

  it('reloads the menu in a newly chosen language', async () => {
    const languages: string[] = [];
    const venue = makeVenue({ supported_translations_dict: { en: 'English', es: 'Español' } });
    const scope = createTestScope({ handlers: [[loadVenueFx, (language: string) => (languages.push(language), venue)]] });
    await allSettled(loadVenueFx, { scope, params: 'en' });
    await allSettled(languageChanged, { scope, params: 'es' });
    expect(languages).toEqual(['en', 'es']);
  });

  it("switches to the venue's default language when the current one is not offered", async () => {
    const languages: string[] = [];
    const venue = makeVenue({ supported_translations_dict: { gr: 'Ελληνικά' }, default_language: 'gr' });
    const scope = createTestScope({ handlers: [[loadVenueFx, (language: string) => (languages.push(language), venue)]] });
    await allSettled(loadVenueFx, { scope, params: 'en' });
    expect(scope.getState($language)).toBe('gr');
    expect(languages).toEqual(['en', 'gr']);
  });
});
