export type SplitCheck = { ok: true; variants: Record<string, number> } | { ok: false; error: 'venue' | 'weight' | 'total' };

const VENUE_SLUG = /^[a-z0-9][a-z0-9-]*$/;

/**
 * A split the API can take: a venue slug, and for each version a whole weight from 0 to 100 (empty
 * means 0), at least one above 0. Versions left at 0 are not sent, so they get no guests.
 */
export function checkSplit(venue: string, weights: Record<string, string>): SplitCheck {
  if (!VENUE_SLUG.test(venue.trim())) return { ok: false, error: 'venue' };
  const variants: Record<string, number> = {};
  for (const [version, raw] of Object.entries(weights)) {
    const text = raw.trim();
    if (text === '') continue;
    if (!/^\d{1,3}$/.test(text) || Number(text) > 100) return { ok: false, error: 'weight' };
    if (Number(text) > 0) variants[version] = Number(text);
  }
  if (Object.keys(variants).length === 0) return { ok: false, error: 'total' };
  return { ok: true, variants };
}
