import { htmlLangFor } from '@tabula/shared';
import { homeRoute, type Declarations } from './routeTable';

/** What a document is called while nothing more is known: no page text and no venue yet. */
export const APP_NAME = 'Tabula';

/** Between the page's title and the venue's name: "Menu – Tabula Bistro". */
export const TITLE_SEPARATOR = ' – ';

/** The 404 screen is the shell's own: its title is its own text. */
export const NOT_FOUND_TITLE_KEY = 'notFound.subtitle';

/** A page's text in one language, or undefined while no loaded bundle has the key (its remote's texts come with its code). */
export type Translate = (key: string) => string | undefined;

/**
 * The document title of a page: "<page title> – <venue name>", the page title in the guest's language
 * from the key its remote declares, starting with a capital as a title does ('welcome' reads
 * 'Welcome'). Whichever half is not known yet is left out; with neither, the app's name.
 */
export function pageTitle(
  titleKey: string | undefined,
  translate: Translate,
  venueName: string | null | undefined,
  language: string,
): string {
  const text = titleKey ? translate(titleKey)?.trim() : undefined;
  const page = text ? capitalised(text, language) : undefined;
  const venue = venueName?.trim() || undefined;
  return [page, venue].filter(Boolean).join(TITLE_SEPARATOR) || APP_NAME;
}

const capitalised = (text: string, language: string) => {
  const [first = '', ...rest] = [...text];
  try {
    return first.toLocaleUpperCase(htmlLangFor(language)) + rest.join('');
  } catch {
    // A language tag the runtime does not know still capitalises.
    return first.toUpperCase() + rest.join('');
  }
};

/**
 * The title key of the landing page the shell shows at `/`: the one the remote declares for that
 * page's module, so the title comes from the same declaration as the route.
 */
export function homeTitleKeyOf(declarations: Declarations): string | undefined {
  return declarations[homeRoute.remote]?.pages.find((page) => page.module === homeRoute.module)?.titleKey || undefined;
}
