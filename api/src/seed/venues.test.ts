import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SeedVenue, Translations } from './types';
import { DEMO_VENUES } from './venues';

type Language = keyof Translations;

/** One translatable text of a demo menu: where it is, its English wording and its translations. */
interface Field {
  at: string;
  english: string;
  translated: (language: Language) => string | undefined;
}

const name = (at: string, english: string, tr: Translations | undefined): Field => ({
  at,
  english,
  translated: (language) => tr?.[language]?.name,
});

/** Every translatable field of a venue's menus, English texts left empty excluded (there is nothing to translate). */
function fields(venue: SeedVenue): Field[] {
  const found: Field[] = [];
  for (const menu of venue.menus) {
    found.push(name(`menu ${menu.name}`, menu.name, menu.tr));
    for (const category of menu.categories) {
      found.push(name(`category ${category.name}`, category.name, category.tr));
      for (const item of category.items) {
        found.push(name(`item ${item.name}`, item.name, item.tr));
        if (item.description)
          found.push({ at: `description of ${item.name}`, english: item.description, translated: (l) => item.tr?.[l]?.description });
        // A price's label is stored as its description and translated as a name.
        for (const price of item.prices) found.push(name(`price ${price.description} of ${item.name}`, price.description, price.tr));
        for (const group of item.groups ?? []) {
          found.push(name(`group ${group.name} of ${item.name}`, group.name, group.tr));
          for (const option of group.options) found.push(name(`option ${option.name} of ${item.name}`, option.name, option.tr));
        }
      }
    }
  }
  return found;
}

const translatedLanguages = (venue: SeedVenue) => venue.languages.filter((l): l is Language => l !== 'en');

/** The opening and closing tags of an HTML text, in order: what a translation must keep. */
const tags = (html: string) => [...html.matchAll(/<(\/?[a-z][a-z0-9]*)\b[^>]*>/gi)].map((m) => (m[1] ?? '').toLowerCase());

describe('the demo venues', () => {
  it('list only languages the app speaks, English first', () => {
    for (const venue of DEMO_VENUES) {
      assert.equal(venue.languages[0], 'en', venue.slug);
      for (const language of venue.languages) assert.ok(['en', 'es', 'gr', 'fr'].includes(language), `${venue.slug}: ${language}`);
    }
  });

  it('translate every name and description of their menus into each language they list', () => {
    const missing = DEMO_VENUES.flatMap((venue) =>
      translatedLanguages(venue).flatMap((language) =>
        fields(venue)
          .filter((field) => !field.translated(language)?.trim())
          .map((field) => `${venue.slug} ${language}: ${field.at}`),
      ),
    );
    assert.deepEqual(missing, []);
  });

  it('keep the English description whole in a translation: the same tags in the same order', () => {
    const changed = DEMO_VENUES.flatMap((venue) =>
      translatedLanguages(venue).flatMap((language) =>
        fields(venue)
          .filter((field) => field.english.includes('<'))
          .filter((field) => tags(field.translated(language) ?? '').join() !== tags(field.english).join())
          .map((field) => `${venue.slug} ${language}: ${field.at}`),
      ),
    );
    assert.deepEqual(changed, []);
  });

  it('translate only into languages they list', () => {
    const extra = DEMO_VENUES.flatMap((venue) =>
      fields(venue).flatMap((field) =>
        (['es', 'gr', 'fr'] as const)
          .filter((language) => !venue.languages.includes(language) && field.translated(language) !== undefined)
          .map((language) => `${venue.slug} ${language}: ${field.at}`),
      ),
    );
    assert.deepEqual(extra, []);
  });

  it('offer English only where the menus are generated (megamenu), which carry no translations', () => {
    for (const venue of DEMO_VENUES.filter((v) => v.slug === 'megamenu')) {
      assert.deepEqual(venue.menus, []);
      assert.deepEqual(venue.languages, ['en']);
    }
  });

  it('find the tags of a description, so that a lost list shows', () => {
    assert.deepEqual(tags('<p>a <strong>b</strong></p><ul><li>c</li></ul>'), ['p', 'strong', '/strong', '/p', 'ul', 'li', '/li', '/ul']);
    assert.notDeepEqual(tags('<p>a</p>'), tags('<p>a</p><ul><li>b</li></ul>'));
  });
});
