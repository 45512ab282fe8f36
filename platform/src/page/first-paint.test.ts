import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstPaintRules } from '@tabula/shared/page';
import { repoRoot } from '@tabula/api/paths.cjs';
import { firstPaintRules } from '../rules/first-paint-rules';
import { pageWithFirstPaint } from './first-paint';

/** The rules a remote publishes beside its page's template, as its build copies them. */
const published = (page: string): FirstPaintRules =>
  firstPaintRules(JSON.parse(readFileSync(join(repoRoot, page, 'first-paint.json'), 'utf8')));
const hotelRules = published('mfe-hotel/src/pages/LandingPage');
const menuRules = published('mfe-menu/src/pages/MenuPage');
const noQuery = { query: new URLSearchParams() };

const page = '<html><body><noscript>No JS</noscript><div id="root"></div></body></html>';
const template =
  '<header style="--c: {{venue.colour}}">{{#venue.logo}}<img src="{{venue.logo}}">{{/venue.logo}}<h1>{{venue.name}}</h1>{{#venue.description}}<p>{{venue.description}}</p>{{/venue.description}}</header>';
const venue = { name: 'Tabula Bistro', description: 'By the harbour', logo: 'data:image/svg+xml,%3Csvg%2F%3E', colour: '#1F7A5C' };

const painted = (html: string) => /<div id="tabula-first-paint"[^>]*>([\s\S]*?)<\/div><div id="root">/.exec(html)?.[1];

describe("a page's first paint", () => {
  it("is the remote's template filled in with the venue, just before the app's root", () => {
    assert.equal(
      painted(pageWithFirstPaint(page, template, venue)),
      '<header style="--c: #1F7A5C"><img src="data:image&#x2F;svg+xml,%3Csvg%2F%3E"><h1>Tabula Bistro</h1><p>By the harbour</p></header>',
    );
  });

  it("lies over the top of the page, so the app's root does not move when it goes", () => {
    assert.match(pageWithFirstPaint(page, template, venue), /<div id="tabula-first-paint" style="position:absolute;top:0;[^"]*">/);
  });

  it('escapes what the venue typed, so its texts cannot add markup', () => {
    const html = pageWithFirstPaint(page, template, { name: '<script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' });
    assert.ok(!html.includes('<script>alert(1)'));
    assert.ok(!html.includes('<img src=x'));
    assert.ok(painted(html)?.includes('&lt;script&gt;alert(1)&lt;&#x2F;script&gt;'));
  });

  it("keeps `$&` and `$'` in a venue’s texts as text", () => {
    assert.ok(painted(pageWithFirstPaint(page, template, { name: "Bar $& Grill $'" }))?.includes('Bar $&amp; Grill $&#39;'));
  });

  it('passes a colour only as #rrggbb, so nothing else reaches a style', () => {
    assert.equal(
      painted(pageWithFirstPaint(page, template, { name: 'A', colour: 'red;} body {display:none' })),
      '<header style="--c: "><h1>A</h1></header>',
    );
  });

  it('leaves out what the venue does not have, and what is not text', () => {
    assert.equal(
      painted(pageWithFirstPaint(page, template, { name: 'A', description: '', logo: 42 })),
      '<header style="--c: "><h1>A</h1></header>',
    );
  });

  it('is left out without a template, a venue with a name, a root to stand before, or with a template that does not parse', () => {
    assert.equal(pageWithFirstPaint(page, undefined, venue), page);
    assert.equal(pageWithFirstPaint(page, template, { error: 'Not Found' }), page);
    assert.equal(pageWithFirstPaint(page, template, undefined), page);
    assert.equal(pageWithFirstPaint('<html><body></body></html>', template, venue), '<html><body></body></html>');
    assert.equal(pageWithFirstPaint(page, '{{#venue.name}}unclosed', venue), page);
  });
});

describe("the landing page's first paint", () => {
  // Laid out as the landing remote's template is: everything inside the landing section, which is
  // there only when the server can tell what the page shows.
  const landing =
    '{{#landing}}<main>{{#hotel}}<h1>{{name}}</h1>{{#description}}<p>{{description}}</p>{{/description}}' +
    '{{#venues}}<div>{{#cover_image}}<img src="{{cover_image}}">{{/cover_image}}<h3>{{name}}</h3>{{#description}}<p>{{description}}</p>{{/description}}</div>{{/venues}}{{/hotel}}' +
    '{{#welcome}}<h1>Welcome</h1><h2>{{venue.name}}</h2>{{/welcome}}</main>{{/landing}}';
  const firstVisit = (hotelDetails?: unknown) => ({ query: new URLSearchParams(), hotelDetails });
  const hotelVenue = { name: 'Grand Hotel', display_hotel_details: true };
  const card = (n: number) => ({ uuid: `v${n}`, name: `Venue ${n}`, description: `About ${n}`, cover_image: `data:image/png;base64,${n}` });
  const hotel = { name: 'Grand Hotel', description: 'By the sea', logo: null, venues: [card(1), { uuid: 'v2', name: 'Bar' }] };
  const bistro = { name: 'Tabula Bistro', business_account: { type: 0 } };

  it("shows the hotel and its venues' cards when the venue's landing page is its hotel's", () => {
    assert.equal(
      painted(pageWithFirstPaint(page, landing, hotelVenue, firstVisit(hotel), hotelRules)),
      '<main><h1>Grand Hotel</h1><p>By the sea</p><div><img src="data:image&#x2F;png;base64,1"><h3>Venue 1</h3><p>About 1</p></div><div><h3>Bar</h3></div></main>',
    );
  });

  it("does not lend a card without a description the hotel's", () => {
    assert.ok(!painted(pageWithFirstPaint(page, landing, hotelVenue, firstVisit(hotel), hotelRules))?.includes('<h3>Bar</h3><p>'));
  });

  it('paints the first six venues: the rest are below the first screen and come with the app', () => {
    const many = { ...hotel, venues: Array.from({ length: 9 }, (_, n) => card(n + 1)) };
    assert.equal(painted(pageWithFirstPaint(page, landing, hotelVenue, firstVisit(many), hotelRules))?.match(/<h3>/g)?.length, 6);
  });

  it('paints a description with markup or entities as its plain text, as the hotel page shows it (stripHtml)', () => {
    const marked = { ...hotel, description: '<p>By the <b>sea</b></p>', venues: [{ ...card(1), description: 'Fish &amp; chips' }] };
    const html = painted(pageWithFirstPaint(page, landing, hotelVenue, firstVisit(marked), hotelRules));
    assert.ok(html?.startsWith('<main><h1>Grand Hotel</h1><p>By the sea</p><div>'));
    assert.ok(html?.includes('<p>Fish &amp; chips</p>'));
    assert.ok(!html?.includes('&lt;b&gt;'));
  });

  it("links each card where the hotel page's card leads (the kernel's hotelVenueLink), with the guest's stay from the hotel, the link or the cookies", () => {
    const links = '{{#landing}}{{#hotel}}{{#venues}}[{{&href}}]{{/venues}}{{/hotel}}{{/landing}}';
    const venues = [
      { name: 'Rooms', domain: 'http://rooms.localhost:8080/', type: 3, read_only_menu: false },
      { name: 'Spa', domain: 'spa.example', type: 1, read_only_menu: true },
      { name: 'Odd', domain: 'javascript:alert(1)', type: 1, read_only_menu: false },
      { name: 'Nowhere', domain: '', type: 1, read_only_menu: false },
    ];
    const session = '0b6c8a7e-1f2d-4c3b-9a8e-7d6c5b4a3f2e';
    const paint = (sources: { query: URLSearchParams; cookies?: Record<string, string> }) =>
      painted(pageWithFirstPaint(page, links, hotelVenue, { ...sources, hotelDetails: { ...hotel, venues } }, hotelRules));
    // Unescaped here ({{&href}}) to read the links; the template escapes them.
    assert.equal(
      paint({ query: new URLSearchParams(`sessionid=${session}&room_no=204`) }),
      `[http://rooms.localhost:8080/menu?sessionid=${session}&room_no=204]` +
        `[https://spa.example/menu?type=view]` +
        // Never a script: a domain is always written as an https site.
        `[https://javascript:alert(1)/open-tab?sessionid=${session}&room_no=204]` +
        '[]',
    );
    assert.match(
      paint({ query: new URLSearchParams(), cookies: { session, room_number: '12' } }) ?? '',
      /^\[[^\]]*\/menu\?sessionid=[^&]+&room_no=12\]/,
    );
    assert.match(paint({ query: new URLSearchParams('sessionid=not-a-session') }) ?? '', /^\[http:\/\/rooms\.localhost:8080\/menu\]/);
    const known = { ...hotel, venues, guest_session_details: { guest_session_uuid: session, room_number: '310' } };
    assert.match(
      painted(pageWithFirstPaint(page, links, hotelVenue, { query: new URLSearchParams(), hotelDetails: known }, hotelRules)) ?? '',
      new RegExp(`^\\[http://rooms.localhost:8080/menu\\?sessionid=${session}&room_no=310\\]`),
    );
  });

  it("paints nothing for a hotel's venue without the hotel's details (its page at /venue/d/…, or a failed call)", () => {
    assert.equal(pageWithFirstPaint(page, landing, hotelVenue, firstVisit(undefined), hotelRules), page);
    assert.equal(pageWithFirstPaint(page, landing, hotelVenue, firstVisit({ error: 'Not Found' }), hotelRules), page);
  });

  it("paints a venue's welcome on a first visit with a plain link", () => {
    assert.equal(
      painted(pageWithFirstPaint(page, landing, bistro, firstVisit(hotel), hotelRules)),
      '<main><h1>Welcome</h1><h2>Tabula Bistro</h2></main>',
    );
  });

  it('paints no welcome where the landing page goes elsewhere: a tab, session or table link, or a venue asking for the table', () => {
    for (const query of ['tab=0b6c8a7e-1f2d-4c3b-9a8e-7d6c5b4a3f2e', 'sessionid=x', 'session=x', 'table=4', 'table_number=204']) {
      assert.equal(pageWithFirstPaint(page, landing, bistro, { query: new URLSearchParams(query) }, hotelRules), page, query);
    }
    assert.equal(pageWithFirstPaint(page, landing, { name: 'Poolside', business_account: { type: 1 } }, firstVisit(), hotelRules), page);
  });
});

describe("a remote's published first-paint rules", () => {
  const landing =
    '{{#landing}}{{#hotel}}{{#venues}}<h3>{{name}}</h3>{{/venues}}{{/hotel}}{{#welcome}}<h1>Welcome</h1>{{/welcome}}{{/landing}}';
  const hotelVenue = { name: 'Grand Hotel', display_hotel_details: true };
  const hotel = { name: 'Grand Hotel', venues: Array.from({ length: 10 }, (_, n) => ({ name: `Venue ${n + 1}` })) };
  const poolside = { name: 'Poolside', business_account: { type: 1 } };
  const tableLink = { query: new URLSearchParams('table=4') };

  it('decide which parts are painted: without rules the template gets the venue only', () => {
    assert.equal(pageWithFirstPaint(page, landing, { name: 'Tabula Bistro' }, noQuery), page);
    assert.equal(pageWithFirstPaint(page, landing, hotelVenue, { query: new URLSearchParams(), hotelDetails: hotel }), page);
  });

  it("change the first paint when the remote publishes new ones, with no change to the server's code", () => {
    // A hotel deploy that shows four cards, welcomes at venues asking for the table, and welcomes table links.
    const redeployed = firstPaintRules({
      landing: {
        hotel: { venueIs: { display_hotel_details: [true] }, venues: 4 },
        welcome: { venueNot: { display_hotel_details: [true] }, queryWithout: ['tab', 'sessionid', 'session'] },
      },
    });
    const cards = (rules: FirstPaintRules) =>
      painted(pageWithFirstPaint(page, landing, hotelVenue, { query: new URLSearchParams(), hotelDetails: hotel }, rules))?.match(/<h3>/g)
        ?.length;
    assert.equal(cards(hotelRules), 6);
    assert.equal(cards(redeployed), 4);
    assert.equal(pageWithFirstPaint(page, landing, poolside, noQuery, hotelRules), page);
    assert.equal(painted(pageWithFirstPaint(page, landing, poolside, noQuery, redeployed)), '<h1>Welcome</h1>');
    assert.equal(pageWithFirstPaint(page, landing, { name: 'Tabula Bistro' }, tableLink, hotelRules), page);
    assert.equal(painted(pageWithFirstPaint(page, landing, { name: 'Tabula Bistro' }, tableLink, redeployed)), '<h1>Welcome</h1>');
  });

  it('leave out a part that is not well formed, rather than guess at it', () => {
    assert.deepEqual(
      firstPaintRules({ landing: { hotel: { venues: 'six' }, welcome: { queryWithout: 'tab' } }, menu: { dishes: -1 } }),
      {},
    );
    assert.deepEqual(firstPaintRules({ menu: { dishes: 1000 } }), {});
    assert.deepEqual(firstPaintRules({ landing: { welcome: { venueIs: { type: [{}] } } } }), {});
    assert.deepEqual(firstPaintRules('nonsense'), {});
    assert.deepEqual(firstPaintRules({ menu: { dishes: 3 } }), { menu: { dishes: 3 } });
    // The header's bar is no rule a remote publishes: the server paints it by the kernel's rules, and ignores such a part.
    assert.deepEqual(firstPaintRules({ venue: { controls: [{ venueIs: {} }] }, menu: { dishes: 3 } }), { menu: { dishes: 3 } });
  });
});

describe("the menu's first paint", () => {
  // Laid out as the menu remote's template is: the first category of the first menu, with its first dishes.
  const menuTemplate =
    '{{#menu.category}}<h2>{{name}}</h2><ul>{{#dishes}}<li{{#out_of_stock}} data-out-of-stock{{/out_of_stock}}>{{name}}{{#description}}|{{description}}{{/description}}{{#price}}|{{price}}{{/price}}{{#image}}|img{{/image}}</li>{{/dishes}}</ul>{{/menu.category}}';
  const dish = (name: string, over: Record<string, unknown> = {}) => ({ name, description: null, price: 4.5, image: null, ...over });
  const venueWith = (categories: unknown[], over: Record<string, unknown> = {}) => ({
    name: 'Tabula Bistro',
    currency: 'EUR',
    read_only_menu: false,
    is_currently_accepting_orders: true,
    menus: [
      { name: 'Food', menu_categories: categories },
      { name: 'Drinks', menu_categories: [{ name: 'Soft drinks', items: [dish('Cola')] }] },
    ],
    ...over,
  });

  it("paints the first menu's first category: names, descriptions as plain text, prices in the venue's currency, a zero price hidden", () => {
    const venue = venueWith([
      {
        name: 'starters',
        items: [
          dish('Bruschetta', { description: 'Tomato and basil', image: 'https://img.test/b.jpg' }),
          dish('Tap Water', { price: 0 }),
          dish('Soup', { description: '<p>Of the <b>day</b></p>', price: 12 }),
        ],
      },
      { name: 'Mains', items: [dish('Moussaka')] },
    ]);
    assert.equal(
      painted(pageWithFirstPaint(page, menuTemplate, venue, noQuery, menuRules)),
      '<h2>starters</h2><ul><li>Bruschetta|Tomato and basil|€4.50|img</li><li>Tap Water</li><li>Soup|Of the day|€12.00</li></ul>',
    );
  });

  it('marks dishes out of stock, also when their category or menu is', () => {
    const venue = venueWith([{ name: 'Starters', items: [dish('Olives', { availability: { out_of_stock: true } }), dish('Bread')] }]);
    assert.equal(
      painted(pageWithFirstPaint(page, menuTemplate, venue, noQuery, menuRules)),
      '<h2>Starters</h2><ul><li data-out-of-stock>Olives|€4.50</li><li>Bread|€4.50</li></ul>',
    );
    const soldOutCategory = venueWith([{ name: 'Starters', availability: { out_of_stock: true }, items: [dish('Bread')] }]);
    assert.match(painted(pageWithFirstPaint(page, menuTemplate, soldOutCategory, noQuery, menuRules)) ?? '', /<li data-out-of-stock>Bread/);
  });

  it('links each dish that a tap would open to its dish screen, so a tap before the app takes over is not lost', () => {
    const linked = '{{#menu.category}}{{#dishes}}[{{name}}:{{href}}]{{/dishes}}{{/menu.category}}';
    const venue = venueWith([
      { name: 'Starters', items: [dish('Bread', { item_id: 12 }), dish('Olives', { item_id: 13, availability: { out_of_stock: true } })] },
    ]);
    // Escaped as every value the template writes: in an href the browser reads it as /addCart?item=12.
    assert.equal(painted(pageWithFirstPaint(page, linked, venue, noQuery, menuRules)), '[Bread:&#x2F;addCart?item&#x3D;12][Olives:]');
    // Where the app would only say the menu is for viewing, nothing leads to a dish screen.
    const viewing = new URLSearchParams('type=view');
    assert.equal(painted(pageWithFirstPaint(page, linked, venue, { query: viewing }, menuRules)), '[Bread:][Olives:]');
    const readOnly = venueWith([{ name: 'Starters', items: [dish('Bread', { item_id: 12 })] }], { read_only_menu: true });
    assert.equal(painted(pageWithFirstPaint(page, linked, readOnly, noQuery, menuRules)), '[Bread:]');
    const closed = venueWith([{ name: 'Starters', items: [dish('Bread', { item_id: 12 })] }], { is_currently_accepting_orders: false });
    assert.equal(painted(pageWithFirstPaint(page, linked, closed, noQuery, menuRules)), '[Bread:]');
    const viewOnlyMenu = {
      ...venue,
      menus: [{ name: 'Food', read_only: true, menu_categories: [{ name: 'Starters', items: [dish('Bread', { item_id: 12 })] }] }],
    };
    assert.equal(painted(pageWithFirstPaint(page, linked, viewOnlyMenu, noQuery, menuRules)), '[Bread:]');
  });

  it('paints the first eight dishes of a long category, and escapes what the venue typed', () => {
    const venue = venueWith([{ name: 'All', items: Array.from({ length: 30 }, (_, n) => dish(`Dish <${n}>`)) }]);
    const html = painted(pageWithFirstPaint(page, menuTemplate, venue, noQuery, menuRules)) ?? '';
    assert.equal(html.match(/<li>/g)?.length, 8);
    assert.ok(html.includes('Dish &lt;0&gt;'));
  });

  it('paints no category for a venue without menus, or whose first category has no dishes', () => {
    assert.equal(
      painted(pageWithFirstPaint(page, `<h1>{{venue.name}}</h1>${menuTemplate}`, { name: 'A', menus: [] }, noQuery, menuRules)),
      '<h1>A</h1>',
    );
    assert.equal(
      painted(
        pageWithFirstPaint(page, `<h1>{{venue.name}}</h1>${menuTemplate}`, venueWith([{ name: 'Empty', items: [] }]), noQuery, menuRules),
      ),
      '<h1>Tabula Bistro</h1>',
    );
  });
});

describe("the menu header's first paint", () => {
  const bar = '{{#venue.controls}}<nav></nav>{{/venue.controls}}<h1>{{venue.name}}</h1>';
  const withBar = (details: Record<string, unknown>, rules = menuRules) => painted(pageWithFirstPaint(page, bar, details, noQuery, rules));

  it('keeps room for the bar above the cover where the venue offers several languages or has a business site', () => {
    assert.equal(withBar({ name: 'A', supported_translations_dict: { en: 'English', es: 'Español' } }), '<nav></nav><h1>A</h1>');
    assert.equal(withBar({ name: 'A', business_account: { type: 2, domain: 'hotel.example' } }), '<nav></nav><h1>A</h1>');
    assert.equal(withBar({ name: 'A', supported_translations_dict: { en: 'English' } }), '<h1>A</h1>');
    assert.equal(withBar({ name: 'A', business_account: { type: 3, domain: 'x.example' } }), '<h1>A</h1>');
  });

  it('paints the bar by the rules the header itself uses, whatever rules the menu remote published', () => {
    const twoLanguages = { name: 'A', supported_translations_dict: { en: 'English', es: 'Español' } };
    assert.equal(withBar(twoLanguages, {}), '<nav></nav><h1>A</h1>');
    assert.equal(withBar({ name: 'A', business_account: { type: 1, domain: '' } }), '<h1>A</h1>');
    assert.equal(withBar({ name: 'A', business_account: { type: 1, domain: 'https://b.example' } }), '<nav></nav><h1>A</h1>');
  });
});
