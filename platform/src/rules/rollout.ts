import { createHash } from 'node:crypto';
import semver from 'semver';

/** A version label: what a deploy names its folder and the URL path after, so no slashes, dots first or spaces. */
export const VERSION_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$';
// The remote's name is the kernel's, which the override request schema is written with.
export { REMOTE_NAME_PATTERN } from '@tabula/shared/entities';

export interface Weighted {
  version: string;
  weight: number;
}

/**
 * The variant a guest gets in an experiment: weighted rendezvous hashing. Each variant draws a
 * number u in (0, 1) from a hash of (guest, venue, remote, experiment, variant), which no weight
 * enters, and the guest gets the variant with the smallest -ln(u) / weight. So the same guest always
 * gets the same variant while the weights stay, each variant gets weight / sum of the guests, and a
 * ramp moves only the guests it must: a variant whose weight grows against every other keeps all its
 * guests and only takes some from the others; stopping one (weight 0) moves only its own guests.
 * Undefined when every weight is 0.
 */
export function pickVariant(
  key: { guest: string; venue: number; remote: string; rollout: number },
  variants: readonly Weighted[],
): string | undefined {
  let best: { version: string; score: number } | undefined;
  for (const variant of variants) {
    if (variant.weight <= 0) continue;
    const digest = createHash('sha256').update(`${key.guest}|${key.venue}|${key.remote}|${key.rollout}|${variant.version}`).digest();
    const u = (digest.readUIntBE(0, 6) + 0.5) / 2 ** 48;
    const score = -Math.log(u) / variant.weight;
    if (!best || score < best.score || (score === best.score && variant.version < best.version)) best = { version: variant.version, score };
  }
  return best?.version;
}

/** Why a split cannot be used, or undefined: whole weights 0..100, at least one above 0. */
export function splitProblem(variants: Record<string, number>): string | undefined {
  const weights = Object.values(variants);
  if (weights.length === 0) return 'A split needs at least one version';
  if (weights.some((w) => !Number.isInteger(w) || w < 0 || w > 100)) return 'Weights are whole numbers from 0 to 100';
  if (weights.reduce((sum, w) => sum + w, 0) === 0) return 'At least one weight must be above 0';
  return undefined;
}

/** One package of a federation manifest's `shared` list. */
export interface SharedPackage {
  name: string;
  version?: string;
  /** A range; anything else a manifest carries here is no requirement the shell can meet. */
  requiredVersion?: unknown;
  singleton?: unknown;
}

/**
 * Why the shell cannot host a remote with these shared requirements, or [] when it can. Every
 * singleton the shell's manifest shares is checked (one copy for the whole page: a remote built
 * against a range the shell's copy does not satisfy breaks at run time), as is every singleton the
 * remote asks for that the shell does not share.
 */
export function sharedMismatches(required: readonly SharedPackage[], provided: readonly SharedPackage[]): string[] {
  const problems: string[] = [];
  const singletons = provided.filter((p) => p.singleton !== false);
  const names = [...new Set([...singletons.map((p) => p.name), ...required.filter((p) => p.singleton === true).map((p) => p.name)])];
  for (const name of names) {
    const range = required.find((p) => p.name === name)?.requiredVersion;
    if (!range) continue;
    const version = singletons.find((p) => p.name === name)?.version;
    if (typeof range !== 'string' || !semver.validRange(range)) {
      problems.push(`its requirement ${name} ${JSON.stringify(range)} is not a version range`);
    } else if (!version) problems.push(`it needs ${name} ${range}, which the shell does not provide`);
    else if (!semver.satisfies(version, range)) problems.push(`it needs ${name} ${range}, the shell provides ${version}`);
  }
  return problems;
}

/** The modules the shell loads from a remote that a build does not expose under the same name. */
export function missingExposes(loaded: readonly string[], exposed: readonly string[]): string[] {
  return loaded.filter((module) => !exposed.includes(module));
}
