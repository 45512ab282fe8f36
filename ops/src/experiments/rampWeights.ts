export type RampCheck = { ok: true; variants: Record<string, number> } | { ok: false; error: 'weight' | 'total' };

/**
 * New weights for every variant of an experiment: whole numbers 0..100 (empty is 0), at least one
 * above 0. Unlike a new split, a variant at 0 is sent too, or it would keep the weight it had.
 */
export function checkRampWeights(weights: Record<string, string>): RampCheck {
  const variants: Record<string, number> = {};
  for (const [version, raw] of Object.entries(weights)) {
    const text = raw.trim() === '' ? '0' : raw.trim();
    if (!/^\d{1,3}$/.test(text) || Number(text) > 100) return { ok: false, error: 'weight' };
    variants[version] = Number(text);
  }
  if (Object.values(variants).every((weight) => weight === 0)) return { ok: false, error: 'total' };
  return { ok: true, variants };
}
