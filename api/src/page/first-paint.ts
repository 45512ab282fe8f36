import Mustache from 'mustache';
import { holds, PAGE_IDS, type FirstPaintRules } from '@tabula/shared/page';

// A card's and the hotel's absent fields are null rather than left out: inside a section Mustache
// looks a missing name up in the enclosing one, and a card without a description would show the
// hotel's.
interface HotelVenueView {
  name: string;
  description: string | null;
  cover_image: string | null;
  /** The venue's own site (http or https), where its card leads; null when its domain is not one. */
  origin: string | null;
  /** Type 3: the card leads to its menu with the guest's stay. */
  room_service: boolean;
  /** A view-only venue: the card leads to its menu in view mode. */
  read_only: boolean;
}

/**
 * What a remote's first-paint template may show: the venue's identity, from the venue details the
 * server already writes into the page, and the parts the remote's published rules ask for: what
 * the landing page shows this request (the venue's welcome, or its hotel's page with the hotel's
 * first venues, from the hotel details the page carries on `/`) and the menu's first dishes. Only
 * strings pass (and one flag), and the colour only as #rrggbb, so that a template can put it in a
 * style without anything else reaching the CSS.
 */
export interface FirstPaintView {
  venue: {
    name: string;
    description?: string;
    logo?: string;
    cover_image?: string;
    colour?: string;
    /** The bar of controls above the menu's cover shows, by the remote's published rules (several languages, a business site). */
    controls?: true;
  };
  landing?: { welcome: true } | { hotel: HotelView };
  /** The first category of the venue's first menu, as its first dishes: what a first visit to the menu shows first. */
  menu?: { category: { name: string; dishes: DishView[] } };
}

/** A dish as a list shows it: its price formatted (absent when zero), its description only when plain text. */
interface DishView {
  name: string;
  description: string | null;
  price: string | null;
  image: string | null;
  out_of_stock: boolean;
  /**
   * Where tapping the dish leads before the app has taken over: its dish screen, which reads the dish from
   * its address. Null where a tap opens nothing (out of stock, a menu only viewed): the app's notice says why.
   */
  href: string | null;
}

interface HotelView {
  name: string;
  description: string | null;
  logo: string | null;
  venues: HotelVenueView[];
  /** '?sessionid=…&room_no=…' of the guest's stay as the page's link or cookies tell it, or ''. */
  stay_query: string;
}

/** What the landing page depends on besides the venue: the link's query, the hotel's details and the guest's cookies. */
export interface LandingSources {
  query: URLSearchParams;
  hotelDetails?: unknown;
  cookies?: Record<string, string | undefined>;
}

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

/** A venue's domain as the origin of its site, as the hotel page's links write it; only http and https. */
function siteOrigin(domain: unknown): string | null {
  const found = text(domain);
  if (found === undefined) return null;
  const withScheme = /^https?:\/\//i.test(found) ? found : `https://${found}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? withScheme.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

function venueCard(value: unknown): HotelVenueView | undefined {
  const venue = record(value);
  const name = text(venue?.name);
  if (name === undefined) return undefined;
  return {
    name,
    description: plainText(venue?.description) ?? null,
    cover_image: text(venue?.cover_image) ?? null,
    origin: siteOrigin(venue?.domain),
    room_service: venue?.type === 3,
    read_only: venue?.read_only_menu === true,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The guest's stay as the hotel page's links carry it: a session link's id and room (?sessionid=&room_no=),
 * else the session cookies the login set. A malformed id is no session.
 */
function stayQuery({ query, cookies = {} }: LandingSources): string {
  const session = [query.get('sessionid'), query.get('session'), cookies.session].map((id) => id?.trim()).find((id) => id && UUID.test(id));
  const room = (query.get('room_no') ?? cookies.room_number)?.trim().slice(0, 20);
  const params = new URLSearchParams();
  if (session) params.set('sessionid', session);
  if (room) params.set('room_no', room);
  const search = params.toString();
  return search ? `?${search}` : '';
}

function hotelView(hotelDetails: unknown, sources: LandingSources, count: number): HotelView | undefined {
  const hotel = record(hotelDetails);
  const name = text(hotel?.name);
  if (hotel === undefined || name === undefined) return undefined;
  const venues = (Array.isArray(hotel.venues) ? hotel.venues : [])
    .map(venueCard)
    .filter((venue): venue is HotelVenueView => venue !== undefined)
    .slice(0, count);
  return {
    name,
    description: plainText(hotel.description) ?? null,
    logo: text(hotel.logo) ?? null,
    venues,
    stay_query: stayQuery(sources),
  };
}

/**
 * What the landing page shows this request, by the rules its remote published: the hotel's page
 * when its condition holds (and the hotel's details came), else the welcome when its condition holds.
 */
function landingView(
  details: Record<string, unknown>,
  sources: LandingSources,
  rules: FirstPaintRules['landing'],
): FirstPaintView['landing'] {
  const { query, hotelDetails } = sources;
  if (rules?.hotel && holds(rules.hotel, details, query)) {
    const hotel = hotelView(hotelDetails, sources, rules.hotel.venues);
    return hotel ? { hotel } : undefined;
  }
  return rules?.welcome && holds(rules.welcome, details, query) ? { welcome: true } : undefined;
}

const outOfStock = (value: Record<string, unknown> | undefined) => record(value?.availability)?.out_of_stock === true;

/** Prices as the menu shows them: en-US currency style, a zero amount hidden (spec section 9). */
function priceText(value: unknown, currency: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) return null;
  try {
    const code = typeof currency === 'string' && currency !== '' ? currency.toUpperCase() : 'USD';
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(value);
  } catch {
    return null;
  }
}

function dishView(value: unknown, inheritedOutOfStock: boolean, currency: unknown, orderable: boolean): DishView | undefined {
  const dish = record(value);
  const name = text(dish?.name);
  if (dish === undefined || name === undefined) return undefined;
  const soldOut = inheritedOutOfStock || outOfStock(dish);
  const id = dish.item_id;
  return {
    name,
    description: plainText(dish.description) ?? null,
    price: priceText(dish.price, currency),
    image: text(dish.image) ?? null,
    out_of_stock: soldOut,
    href: orderable && !soldOut && typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? `/addCart?item=${id}` : null,
  };
}

/** Whether a tapped dish opens its screen, as the app decides: not on a menu only viewed (read-only, not taking orders, ?type=view). */
const takesOrders = (details: Record<string, unknown>, query: URLSearchParams) =>
  details.read_only_menu !== true && details.is_currently_accepting_orders !== false && query.get('type') !== 'view';

/** The venue's first menu's first category, which a guest new to the menu sees first; none when it has no dishes. */
function menuView(details: Record<string, unknown>, rules: FirstPaintRules['menu'], query: URLSearchParams): FirstPaintView['menu'] {
  if (rules === undefined) return undefined;
  const menu = record(Array.isArray(details.menus) ? details.menus[0] : undefined);
  const category = record(Array.isArray(menu?.menu_categories) ? menu.menu_categories[0] : undefined);
  const name = text(category?.name);
  if (category === undefined || name === undefined || !Array.isArray(category.items)) return undefined;
  const inherited = outOfStock(menu) || outOfStock(category);
  const dishes = category.items
    .slice(0, rules.dishes)
    .map((item) => dishView(item, inherited, details.currency, takesOrders(details, query)))
    .filter((dish): dish is DishView => dish !== undefined);
  return dishes.length > 0 ? { category: { name, dishes } } : undefined;
}

function firstPaintView(venueDetails: unknown, landing: LandingSources, rules: FirstPaintRules): FirstPaintView | undefined {
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
      controls: rules.venue?.controls?.some((condition) => holds(condition, details, landing.query)) ? (true as const) : undefined,
    }),
  };
  return {
    venue,
    ...present({ landing: landingView(details, landing, rules.landing), menu: menuView(details, rules.menu, landing.query) }),
  };
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

const ROOT_ELEMENT = `<div id="${PAGE_IDS.root}"></div>`;
// Laid over the top of the page rather than above the app's root, so that the root does not move
// up when the first paint goes: whatever the shell shows meanwhile (its loader) sits underneath.
const FIRST_PAINT_STYLE = 'position:absolute;top:0;left:0;right:0;z-index:1;background:#fff';

/**
 * The page with its first paint before the app's root: the page's remote publishes a template of
 * what its screen shows first (the venue's header on the menu, the welcome or the hotel's page on
 * the landing page), filled in from the venue's (and the hotel's) details the page carries anyway,
 * so the guest sees the venue while the code is still on its way. Which parts the template gets,
 * and how much of each, is what the remote published beside it (`rules`): the server decides
 * nothing of its own. Without a template, venue or root, the page as it was.
 */
export function pageWithFirstPaint(
  html: string,
  template: string | undefined,
  venueDetails: unknown,
  landing: LandingSources = { query: new URLSearchParams() },
  rules: FirstPaintRules = {},
): string {
  const view = firstPaintView(venueDetails, landing, rules);
  const painted = template === undefined || view === undefined ? undefined : renderFirstPaint(template, view);
  if (painted === undefined || painted.trim() === '' || !html.includes(ROOT_ELEMENT)) return html;
  // A function, not a string, as the replacement: a `$&` in a venue's texts must stay text.
  return html.replace(ROOT_ELEMENT, () => `<div id="${PAGE_IDS.firstPaint}" style="${FIRST_PAINT_STYLE}">${painted}</div>${ROOT_ELEMENT}`);
}
