import type { FirstPaintCondition, FirstPaintRules, FirstPaintValue } from '@tabula/shared/page';

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const isValue = (value: unknown): value is FirstPaintValue =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

// A first screen holds a few dozen items at most; a larger count is not a first paint's.
const MAX_COUNT = 50;

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT ? value : undefined;

function valueLists(value: unknown): Record<string, FirstPaintValue[]> | undefined {
  const fields = record(value);
  if (fields === undefined) return undefined;
  const entries = Object.entries(fields);
  if (!entries.every(([, values]) => Array.isArray(values) && values.every(isValue))) return undefined;
  return Object.fromEntries(entries) as Record<string, FirstPaintValue[]>;
}

/** A condition as published, or undefined when any part of it is not one: a rule misread must not show a part. */
function condition(value: unknown): FirstPaintCondition | undefined {
  const given = record(value);
  if (given === undefined) return undefined;
  const venueIs = given.venueIs === undefined ? {} : valueLists(given.venueIs);
  const venueNot = given.venueNot === undefined ? {} : valueLists(given.venueNot);
  const queryWithout = given.queryWithout ?? [];
  if (venueIs === undefined || venueNot === undefined) return undefined;
  if (!Array.isArray(queryWithout) || !queryWithout.every((name) => typeof name === 'string')) return undefined;
  return { venueIs, venueNot, queryWithout: queryWithout as string[] };
}

/**
 * A remote's published first-paint rules (`first-paint/<Page>.json`), keeping only the parts that
 * are well formed: anything else is left out, and a part left out is not painted.
 */
export function firstPaintRules(json: unknown): FirstPaintRules {
  const given = record(json);
  const landing = record(given?.landing);
  const hotel = record(landing?.hotel);
  const hotelCondition = condition(hotel);
  const hotelVenues = count(hotel?.venues);
  const welcome = condition(landing?.welcome);
  const dishes = count(record(given?.menu)?.dishes);
  const rules: FirstPaintRules = {};
  if ((hotelCondition && hotelVenues !== undefined) || welcome) {
    rules.landing = {
      ...(hotelCondition && hotelVenues !== undefined ? { hotel: { ...hotelCondition, venues: hotelVenues } } : {}),
      ...(welcome ? { welcome } : {}),
    };
  }
  if (dishes !== undefined) rules.menu = { dishes };
  return rules;
}
