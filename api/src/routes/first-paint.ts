import Mustache from 'mustache';

/**
 * What a remote's first-paint template may show: the venue's identity, from the venue details the
 * server already writes into the page, and on a hotel's landing page the hotel with its first
 * venues, from the hotel details it writes there too. Only strings pass (and one flag), and the
 * colour only as #rrggbb, so that a template can put it in a style without anything else reaching
 * the CSS.
 */
// A card's and the hotel's absent fields are null rather than left out: inside a section Mustache
// looks a missing name up in the enclosing one, and a card without a description would show the
// hotel's.
interface HotelVenueView {
  name: string;
  description: string | null;
  cover_image: string | null;
}

export interface FirstPaintView {
  venue: {
    name: string;
    description?: string;
    logo?: string;
    cover_image?: string;
    colour?: string;
    /** The venue's landing page is its hotel's page rather than its own welcome. */
    display_hotel_details?: true;
  };
  hotel?: { name: string; description: string | null; logo: string | null; venues: HotelVenueView[] };
}

// The first screen of a hotel's page shows two or three venue cards; a long list is left to the app.
const MAX_HOTEL_VENUES = 6;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

// The hotel page shows its descriptions as the plain text of their HTML; one with markup or
// entities is left for the app to show rather than painted with its tags.
const plainText = (value: unknown) => {
  const found = text(value);
  return found !== undefined && !/[<&]/.test(found) ? found : undefined;
};

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The fields that have a value: a template's sections test for presence. */
const present = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

function venueCard(value: unknown): HotelVenueView | undefined {
  const venue = record(value);
  const name = text(venue?.name);
  if (name === undefined) return undefined;
  return { name, description: plainText(venue?.description) ?? null, cover_image: text(venue?.cover_image) ?? null };
}

function hotelView(hotelDetails: unknown): FirstPaintView['hotel'] {
  const hotel = record(hotelDetails);
  const name = text(hotel?.name);
  if (hotel === undefined || name === undefined) return undefined;
  const venues = (Array.isArray(hotel.venues) ? hotel.venues : [])
    .map(venueCard)
    .filter((venue): venue is HotelVenueView => venue !== undefined)
    .slice(0, MAX_HOTEL_VENUES);
  return { name, description: plainText(hotel.description) ?? null, logo: text(hotel.logo) ?? null, venues };
}

function firstPaintView(venueDetails: unknown, hotelDetails: unknown): FirstPaintView | undefined {
  const details = record(venueDetails);
  const name = text(details?.name);
  if (details === undefined || name === undefined) return undefined;
  const colour = text(details.colour);
  const venue = {
    name,
    ...present({
      description: text(details.description),
      logo: text(details.logo),
      cover_image: text(details.cover_image),
      colour: colour !== undefined && /^#[0-9a-f]{6}$/i.test(colour) ? colour : undefined,
      display_hotel_details: details.display_hotel_details === true ? (true as const) : undefined,
    }),
  };
  const hotel = venue.display_hotel_details ? hotelView(hotelDetails) : undefined;
  return { venue, ...(hotel ? { hotel } : {}) };
}

/**
 * The first paint filled in: every value HTML-escaped (Mustache's `{{name}}`); a template that
 * does not parse paints nothing, and the page loads as it would without one.
 */
function renderFirstPaint(template: string, view: FirstPaintView): string | undefined {
  try {
    return Mustache.render(template, view);
  } catch {
    return undefined;
  }
}

/** Where the shell finds the first paint to remove (shell/src/firstPaint.ts). */
const FIRST_PAINT_ID = 'tabula-first-paint';
const ROOT_ELEMENT = '<div id="root"></div>';
// Laid over the top of the page rather than above the app's root, so that the root does not move
// up when the first paint goes: whatever the shell shows meanwhile (its loader) sits underneath.
const FIRST_PAINT_STYLE = 'position:absolute;top:0;left:0;right:0;z-index:1;background:#fff';

/**
 * The page with its first paint before the app's root: the page's remote publishes a template of
 * what its screen shows first (the venue's header on the menu, the welcome or the hotel's page on
 * the landing page), filled in from the venue's (and the hotel's) details the page carries anyway,
 * so the guest sees the venue while the code is still on its way. Without a template, venue or
 * root, the page as it was.
 */
export function pageWithFirstPaint(html: string, template: string | undefined, venueDetails: unknown, hotelDetails?: unknown): string {
  const view = firstPaintView(venueDetails, hotelDetails);
  const painted = template === undefined || view === undefined ? undefined : renderFirstPaint(template, view);
  if (painted === undefined || painted.trim() === '' || !html.includes(ROOT_ELEMENT)) return html;
  // A function, not a string, as the replacement: a `$&` in a venue's texts must stay text.
  return html.replace(ROOT_ELEMENT, () => `<div id="${FIRST_PAINT_ID}" style="${FIRST_PAINT_STYLE}">${painted}</div>${ROOT_ELEMENT}`);
}
