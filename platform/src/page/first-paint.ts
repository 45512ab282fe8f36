import Mustache from 'mustache';
import { holds, PAGE_IDS, type FirstPaintRules } from '@tabula/shared/page';
import {
  businessSiteUrl,
  formatMenuPrice,
  hotelVenueLink,
  isOutOfStock,
  languageSelectorVisible,
  stripHtml,
  toCents,
  viewOnlyReason,
  type GuestStay,
} from '@tabula/shared/page-facts';

// A card's and the hotel's absent fields are null rather than left out: inside a section Mustache
// looks a missing name up in the enclosing one, and a card without a description would show the
// hotel's.
interface HotelVenueView {
  name: string;
  description: string | null;
  cover_image: string | null;
  /** Where the card leads, by the kernel's hotelVenueLink as the hotel page's cards; null when the venue names no domain. */
  href: string | null;
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
    /** The bar of controls above the menu's cover shows: as the menu's header, when the venue offers several languages or a way back to its business site. */
    controls?: true;
  };
  landing?: { welcome: true } | { hotel: HotelView };
  /** The first category of the venue's first menu, as its first dishes: what a first visit to the menu shows first. */
  menu?: { category: { name: string; dishes: DishView[] } };
}

/** A dish as a list shows it, each fact by the kernel rule the menu's cards use: price text, description as plain text, stock. */
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
}

/** What the landing page depends on besides the venue: the link's query, the hotel's details and the guest's cookies. */
export interface LandingSources {
  query: URLSearchParams;
  hotelDetails?: unknown;
  cookies?: Record<string, string | undefined>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** A description as lists and cards show it: the plain text of its HTML (the kernel's stripHtml), null when empty. */
const plainText = (value: unknown) => (typeof value === 'string' ? stripHtml(value).trim() || null : null);

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The fields that have a value: a template's sections test for presence. */
const present = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

function venueCard(value: unknown, stay: GuestStay): HotelVenueView | undefined {
  const venue = record(value);
  const name = text(venue?.name);
  const domain = text(venue?.domain);
  if (name === undefined) return undefined;
  return {
    name,
    description: plainText(venue?.description),
    cover_image: text(venue?.cover_image) ?? null,
    href:
      domain === undefined
        ? null
        : hotelVenueLink({ domain, type: Number(venue?.type), read_only_menu: venue?.read_only_menu === true }, stay),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The guest's stay as the hotel page takes it: the hotel's answer's session first, else a session link's
 * id and room (?sessionid=&room_no=), else the session cookies the login set. A malformed id is no session.
 */
function pageStay(hotel: Record<string, unknown>, { query, cookies = {} }: LandingSources): GuestStay {
  const known = record(hotel.guest_session_details);
  const session = [text(known?.guest_session_uuid), query.get('sessionid'), query.get('session'), cookies.session]
    .map((id) => id?.trim())
    .find((id) => id && UUID.test(id));
  const room = (text(known?.room_number) ?? query.get('room_no') ?? cookies.room_number)?.trim().slice(0, 20);
  return { sessionId: session ?? null, roomNumber: room || null };
}

function hotelView(hotelDetails: unknown, sources: LandingSources, count: number): HotelView | undefined {
  const hotel = record(hotelDetails);
  const name = text(hotel?.name);
  if (hotel === undefined || name === undefined) return undefined;
  const stay = pageStay(hotel, sources);
  const venues = (Array.isArray(hotel.venues) ? hotel.venues : [])
    .map((venue) => venueCard(venue, stay))
    .filter((venue): venue is HotelVenueView => venue !== undefined)
    .slice(0, count);
  return { name, description: plainText(hotel.description), logo: text(hotel.logo) ?? null, venues };
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

type Stocked = Parameters<typeof isOutOfStock>[0];

/** A price as the menu's cards write it (the kernel's formatMenuPrice, zero hidden); null when there is none to show. */
function priceText(value: unknown, currency: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return formatMenuPrice(toCents(value), typeof currency === 'string' ? currency : undefined) || null;
}

function dishView(value: unknown, soldOut: boolean, currency: unknown, orderable: boolean): DishView | undefined {
  const dish = record(value);
  const name = text(dish?.name);
  if (dish === undefined || name === undefined) return undefined;
  const id = dish.item_id;
  return {
    name,
    description: plainText(dish.description),
    price: priceText(dish.price, currency),
    image: text(dish.image) ?? null,
    out_of_stock: soldOut,
    href: orderable && !soldOut && typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? `/addCart?item=${id}` : null,
  };
}

/** The venue's first menu's first category, which a guest new to the menu sees first; none when it has no dishes. */
function menuView(details: Record<string, unknown>, rules: FirstPaintRules['menu'], query: URLSearchParams): FirstPaintView['menu'] {
  if (rules === undefined) return undefined;
  const menu = record(Array.isArray(details.menus) ? details.menus[0] : undefined);
  const category = record(Array.isArray(menu?.menu_categories) ? menu.menu_categories[0] : undefined);
  const name = text(category?.name);
  if (category === undefined || name === undefined || !Array.isArray(category.items)) return undefined;
  // A tap opens a dish where the menu is not only viewed, by the rule the menu and the tab bar use.
  const orderable =
    viewOnlyReason(details as Parameters<typeof viewOnlyReason>[0], query.get('type'), menu as Parameters<typeof viewOnlyReason>[2]) ===
    null;
  const dishes = category.items
    .slice(0, rules.dishes)
    .map((item) => dishView(item, isOutOfStock(menu as Stocked, category as Stocked, record(item) as Stocked), details.currency, orderable))
    .filter((dish): dish is DishView => dish !== undefined);
  return dishes.length > 0 ? { category: { name, dishes } } : undefined;
}

/** Whether the menu's header shows its bar: MenuPage's language selector or VenueHeader's link back to the business site, by their kernel rules. */
const headerBar = (details: Record<string, unknown>) =>
  languageSelectorVisible(record(details.supported_translations_dict) as Record<string, string> | undefined) ||
  businessSiteUrl({
    business_account: (record(details.business_account) ?? null) as Parameters<typeof businessSiteUrl>[0]['business_account'],
  }) !== null;

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
      controls: headerBar(details) ? (true as const) : undefined,
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
