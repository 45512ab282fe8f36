import Mustache from 'mustache';

/**
 * What a remote's first-paint template may show: the venue's identity, from the venue details the
 * server already writes into the page. Only strings pass, and the colour only as #rrggbb, so that
 * a template can put it in a style without anything else reaching the CSS.
 */
export interface FirstPaintView {
  venue: { name: string; description?: string; logo?: string; cover_image?: string; colour?: string };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function firstPaintView(venueDetails: unknown): FirstPaintView | undefined {
  if (typeof venueDetails !== 'object' || venueDetails === null) return undefined;
  const details = venueDetails as Record<string, unknown>;
  const name = text(details.name);
  if (name === undefined) return undefined;
  const colour = text(details.colour);
  const optional = {
    description: text(details.description),
    logo: text(details.logo),
    cover_image: text(details.cover_image),
    colour: colour !== undefined && /^#[0-9a-f]{6}$/i.test(colour) ? colour : undefined,
  };
  return { venue: { name, ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) } };
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
 * what its screen shows first (the venue's header on the menu), filled in from the venue's details
 * the page carries anyway, so the guest sees the venue while the code is still on its way. Without
 * a template, venue or root, the page as it was.
 */
export function pageWithFirstPaint(html: string, template: string | undefined, venueDetails: unknown): string {
  const view = firstPaintView(venueDetails);
  const painted = template === undefined || view === undefined ? undefined : renderFirstPaint(template, view);
  if (painted === undefined || !html.includes(ROOT_ELEMENT)) return html;
  // A function, not a string, as the replacement: a `$&` in a venue's texts must stay text.
  return html.replace(ROOT_ELEMENT, () => `<div id="${FIRST_PAINT_ID}" style="${FIRST_PAINT_STYLE}">${painted}</div>${ROOT_ELEMENT}`);
}
