import type { ExperimentEndReason, ExperimentReport, PooledVersionReport } from '@tabula/shared/entities';
import type { Database, Sql } from '@tabula/api/db/database';
import { experimentVerdict, MIN_EXPOSED_PER_VARIANT, type VariantCounts } from '../rules/experiment-results';
import { poolVersions, type PhaseCounts } from '../rules/pooled-results';
import { pickVariant } from '../rules/rollout';
import { OrderStatus } from '@tabula/api/venue-events';
import type { VitalMetric } from '../rules/vitals';
import { conflict, notFound, RuleViolation } from '@tabula/api/rules/violation';
import { recordAudit } from '@tabula/api/domain/audit';
import { assertVersionFits } from './contract-gate';
import { assertRemote, assertVersion, runningSplit } from './remote-registry';
import { stoppedReason } from './stopped-versions';

/**
 * Experiments: a venue's split of a remote (a row of remote_rollouts) with its phases, the guests
 * exposed to each variant, and the results an operator decides on. See migration 009.
 */

interface ExperimentRow {
  id: number;
  venue_id: number;
  venue: string;
  /** The venue's currency (ISO 4217): the revenue figures are in its cents. */
  currency: string;
  remote: string;
  control: string | null;
  started_at: Date;
  ended_at: Date | null;
  ended_reason: ExperimentEndReason | null;
}

interface PhaseRow {
  phase: number;
  weights: Record<string, number>;
  started_at: Date;
  ended_at: Date | null;
  counts: VariantCounts[] | null;
}

interface VariantRow {
  version: string;
  weight: number;
  stopped_reason: string | null;
}

const EXPERIMENT_COLUMNS = `r.id, r.venue_id, v.slug AS venue, v.currency, r.remote, r.control, r.started_at, r.ended_at, r.ended_reason`;

/** The guest's variant in a running experiment: a pure hash of who they are and the experiment (rules/rollout). */
export function variantOf(guest: string, experiment: { id: number; venue_id: number; remote: string }, variants: readonly VariantRow[]) {
  return pickVariant({ guest, venue: experiment.venue_id, remote: experiment.remote, rollout: experiment.id }, variants);
}

async function currentPhase(db: Sql, id: number): Promise<number> {
  const [row] = await db.query<{ phase: number | null }>('SELECT max(phase) AS phase FROM experiment_phases WHERE rollout_id = $1', [id]);
  return row?.phase ?? 1;
}

/**
 * One phase's counts per variant. Exposures, orders and conversions are counted by phase; failures
 * and page speed by the time the phase ran, at the experiment's venue, for the variant's build.
 * A guest converts with a submitted order the venue did not decline; revenue is what the venue accepted
 * or was paid. Page speed is the p75 over the phase's exposed guests of each one's median page view, so
 * one guest's many reports weigh as one guest.
 */
async function countPhase(db: Sql, id: number, phase: number): Promise<VariantCounts[]> {
  const window = (alias: string) =>
    `${alias}.venue_id = r.venue_id AND ${alias}.remote = r.remote AND ${alias}.version = rv.version
     AND ${alias}.reported_at >= p.started_at AND ${alias}.reported_at <= coalesce(p.ended_at, now())`;
  const attributed = `FROM order_attributions oa WHERE oa.rollout_id = r.id AND oa.phase = p.phase AND oa.version = rv.version`;
  const ordered = `FROM order_attributions oa JOIN order_outcomes o ON o.id = oa.order_id
    WHERE oa.rollout_id = r.id AND oa.phase = p.phase AND oa.version = rv.version`;
  const vital = (metric: string) =>
    `(SELECT percentile_disc(0.75) WITHIN GROUP (ORDER BY g.value) FROM (
        SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY w.value) AS value FROM remote_vitals w
        WHERE ${window('w')} AND w.metric = '${metric}'
          AND EXISTS (SELECT 1 FROM experiment_exposures e
                      WHERE e.rollout_id = r.id AND e.phase = p.phase AND e.version = rv.version AND e.guest_id = w.guest_id)
        GROUP BY w.guest_id) g)`;
  const rows = await db.query<VariantCounts & { revenue_cents: number | string }>(
    `SELECT rv.version,
       (SELECT count(*)::int FROM experiment_exposures e WHERE e.rollout_id = r.id AND e.phase = p.phase AND e.version = rv.version) AS exposed,
       (SELECT count(DISTINCT coalesce(oa.guest_id::text, oa.order_id::text))::int ${ordered} AND o.status <> ${OrderStatus.Declined}) AS converted,
       (SELECT count(*)::int ${attributed}) AS orders_submitted,
       (SELECT count(*)::int ${ordered} AND o.is_paid) AS orders_paid,
       (SELECT coalesce(sum(o.items_cents), 0)::bigint ${ordered}
         AND o.status <> ${OrderStatus.Declined} AND (o.status = ${OrderStatus.Accepted} OR o.is_paid)) AS revenue_cents,
       (SELECT count(*)::int FROM remote_load_failures f WHERE ${window('f')} AND f.stage <> 'render') AS load_failures,
       (SELECT count(*)::int FROM remote_load_failures f WHERE ${window('f')} AND f.stage = 'render') AS render_failures,
       ${vital('LCP')} AS lcp_p75_ms, ${vital('INP')} AS inp_p75_ms, ${vital('CLS')} AS cls_p75
     FROM remote_rollouts r
     JOIN experiment_phases p ON p.rollout_id = r.id AND p.phase = $2
     JOIN rollout_variants rv ON rv.rollout_id = r.id
     WHERE r.id = $1 ORDER BY rv.position, rv.version`,
    [id, phase],
  );
  return rows.map((row) => ({
    ...row,
    revenue_cents: Number(row.revenue_cents),
    lcp_p75_ms: row.lcp_p75_ms === null ? null : Math.round(row.lcp_p75_ms),
    inp_p75_ms: row.inp_p75_ms === null ? null : Math.round(row.inp_p75_ms),
    cls_p75: row.cls_p75 === null ? null : Math.round(row.cls_p75 * 1000) / 1000,
  }));
}

/** Ends the running phase, freezing its counts. */
export async function endPhase(tx: Sql, id: number): Promise<void> {
  const phase = await currentPhase(tx, id);
  await tx.query('UPDATE experiment_phases SET ended_at = now() WHERE rollout_id = $1 AND phase = $2 AND ended_at IS NULL', [id, phase]);
  const counts = await countPhase(tx, id, phase);
  await tx.query('UPDATE experiment_phases SET counts = $3::jsonb WHERE rollout_id = $1 AND phase = $2', [
    id,
    phase,
    JSON.stringify(counts),
  ]);
}

/** Ends an experiment with its running phase's counts frozen, in the caller's transaction. */
export async function endExperiment(tx: Sql, id: number, reason: ExperimentEndReason): Promise<void> {
  await endPhase(tx, id);
  await tx.query('UPDATE remote_rollouts SET ended_at = now(), ended_reason = $2 WHERE id = $1', [id, reason]);
}

/** The running experiment (locked for this transaction) of a remote at a venue, if any. */
async function runningAt(tx: Sql, venueId: number, remote: string) {
  const [row] = await tx.query<{ id: number }>(
    'SELECT id FROM remote_rollouts WHERE venue_id = $1 AND remote = $2 AND ended_at IS NULL FOR UPDATE',
    [venueId, remote],
  );
  return row?.id;
}

async function lockRunning(tx: Sql, id: number): Promise<void> {
  const [row] = await tx.query<{ ended_at: Date | null }>('SELECT ended_at FROM remote_rollouts WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw notFound(`No experiment ${id}`);
  if (row.ended_at) throw conflict(`Experiment ${id} has ended; start a new split instead`);
}

/** A new phase with these weights: what the guests are split by from their next page on. */
export async function startPhase(tx: Sql, id: number, variants: Record<string, number>): Promise<number> {
  const phase = (await currentPhase(tx, id)) + 1;
  for (const [version, weight] of Object.entries(variants)) {
    await tx.query('UPDATE rollout_variants SET weight = $3, stopped_reason = NULL WHERE rollout_id = $1 AND version = $2', [
      id,
      version,
      weight,
    ]);
  }
  await tx.query('INSERT INTO experiment_phases (rollout_id, phase, weights) VALUES ($1, $2, $3::jsonb)', [
    id,
    phase,
    JSON.stringify(variants),
  ]);
  return phase;
}

/** Refuses (409, with the reason) weight above 0 for a version that was stopped: its guests would meet what stopped it. */
async function assertNoneStopped(db: Sql, remote: string, variants: Record<string, number>): Promise<void> {
  for (const [version, weight] of Object.entries(variants)) {
    const why = weight > 0 ? await stoppedReason(db, remote, version) : undefined;
    if (why) throw conflict(`${remote} ${version} was stopped (${why}). Send "force": true to split guests onto it anyway.`);
  }
}

/**
 * Splits a remote's guests at a venue. When the venue already runs an experiment of the remote with
 * the same versions this is a ramp (a new phase of it: every guest keeps their bucket); otherwise the
 * running one ends (replaced, its results kept) and a new experiment starts, its control `control`
 * or the first version given.
 */
export async function splitRemote(
  db: Database,
  shellManifest: string,
  split: {
    venue: { id: number; slug: string };
    remote: string;
    variants: Record<string, number>;
    actor: string;
    control?: string;
    /** Give guests a stopped version anyway. */
    force?: boolean;
  },
): Promise<{ id: number; phase: number }> {
  const { venue, remote, variants, actor, control } = split;
  const venueId = venue.id;
  await assertRemote(db, remote);
  if (!split.force) await assertNoneStopped(db, remote, variants);
  // Every version passes the contract gate before any guest can be split onto it.
  for (const version of Object.keys(variants)) await assertVersionFits(db, shellManifest, remote, version);
  return db.transaction(async (tx) => {
    for (const version of Object.keys(variants)) await assertVersion(tx, remote, version);
    const before = await runningSplit(tx, venueId, remote);
    if (control !== undefined && !(control in variants)) throw conflict(`The control ${control} is not one of the split's versions`);
    const running = await runningAt(tx, venueId, remote);
    if (running !== undefined) {
      const versions = await tx.query<{ version: string; position: number }>(
        'SELECT version, position FROM rollout_variants WHERE rollout_id = $1 ORDER BY position',
        [running],
      );
      const [current] = await tx.query<{ control: string | null }>('SELECT control FROM remote_rollouts WHERE id = $1', [running]);
      const same =
        versions.length === Object.keys(variants).length &&
        versions.every((v) => v.version in variants) &&
        (control === undefined || control === current?.control);
      if (same) {
        await endPhase(tx, running);
        const phase = await startPhase(tx, running, variants);
        await recordAudit(tx, { actor, action: 'ramp', remote, venue: venue.slug, before, after: variants });
        return { id: running, phase };
      }
      await endExperiment(tx, running, 'replaced');
    }
    const [experiment] = await tx.query<{ id: number }>(
      'INSERT INTO remote_rollouts (venue_id, remote, control) VALUES ($1, $2, $3) RETURNING id',
      [venueId, remote, control ?? Object.keys(variants)[0]],
    );
    if (!experiment) throw new Error('remote_rollouts insert returned nothing');
    let position = 0;
    for (const [version, weight] of Object.entries(variants)) {
      await tx.query('INSERT INTO rollout_variants (rollout_id, remote, version, weight, position) VALUES ($1, $2, $3, $4, $5)', [
        experiment.id,
        remote,
        version,
        weight,
        position++,
      ]);
    }
    await tx.query('INSERT INTO experiment_phases (rollout_id, phase, weights) VALUES ($1, 1, $2::jsonb)', [
      experiment.id,
      JSON.stringify(variants),
    ]);
    await recordAudit(tx, { actor, action: 'split', remote, venue: venue.slug, before, after: variants });
    return { id: experiment.id, phase: 1 };
  });
}

/** The venue and remote of an experiment (404 when there is none). */
export async function experimentTarget(db: Sql, id: number): Promise<{ venue: { id: number; slug: string }; remote: string }> {
  const [row] = await db.query<{ venue_id: number; slug: string; remote: string }>(
    'SELECT r.venue_id, v.slug, r.remote FROM remote_rollouts r JOIN venue_directory v ON v.id = r.venue_id WHERE r.id = $1',
    [id],
  );
  if (!row) throw notFound(`No experiment ${id}`);
  return { venue: { id: row.venue_id, slug: row.slug }, remote: row.remote };
}

/** Changes a running experiment's weights: a new phase; weights of versions not named stay as they are. */
export async function rampExperiment(
  db: Database,
  id: number,
  weights: Record<string, number>,
  actor: string,
): Promise<{ id: number; phase: number }> {
  return db.transaction(async (tx) => {
    await lockRunning(tx, id);
    const { venue, remote } = await experimentTarget(tx, id);
    const variants = await tx.query<VariantRow>('SELECT version, weight, stopped_reason FROM rollout_variants WHERE rollout_id = $1', [id]);
    const unknown = Object.keys(weights).filter((version) => !variants.some((v) => v.version === version));
    if (unknown.length > 0) throw conflict(`Experiment ${id} has no variant ${unknown.join(', ')}; a new version needs a new split`);
    const next = Object.fromEntries(variants.map((v) => [v.version, weights[v.version] ?? v.weight]));
    if (Object.values(next).every((w) => w === 0)) throw conflict('At least one weight must be above 0; stop the experiment instead');
    await endPhase(tx, id);
    const phase = await startPhase(tx, id, next);
    const before = Object.fromEntries(variants.map((v) => [v.version, v.weight]));
    await recordAudit(tx, { actor, action: 'ramp', remote, venue: venue.slug, before, after: next });
    return { id, phase };
  });
}

/** Ends an experiment: its guests get the default from their next page on; nothing is deleted and its results freeze. */
export async function stopExperiment(db: Database, id: number, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRunning(tx, id);
    const { venue, remote } = await experimentTarget(tx, id);
    const before = await runningSplit(tx, venue.id, remote);
    await endExperiment(tx, id, 'stopped');
    await recordAudit(tx, { actor, action: 'stop', remote, venue: venue.slug, before, after: null });
  });
}

/**
 * Ends a venue's running experiment of a remote, in the caller's transaction (404 when it runs none):
 * stopped by an operator (recorded in the audit log), or shipped (the ship records itself).
 */
export async function endVenueExperiment(
  tx: Sql,
  venue: { id: number; slug: string },
  remote: string,
  actor: string,
  reason: 'stopped' | 'shipped' = 'stopped',
  /** Why, in the audit log's entry of the stop. */
  why?: string,
): Promise<void> {
  await assertRemote(tx, remote);
  const id = await runningAt(tx, venue.id, remote);
  if (id === undefined) throw notFound(`${venue.slug} runs no split of ${remote}`);
  const before = await runningSplit(tx, venue.id, remote);
  await endExperiment(tx, id, reason);
  if (reason === 'stopped') await recordAudit(tx, { actor, action: 'stop', remote, venue: venue.slug, before, after: null, reason: why });
}

export interface ExposureReport {
  guest: string;
  venueId: number;
  remote: string;
  version: string;
  /** The experiment the page named. */
  experiment: number;
}

/** How many new guests one client may add to an experiment within any minute. */
export interface ExposureLimit {
  /** The client as the rate limits count it (rules/throttle clientKey): an IPv4 address or an IPv6 /64. */
  client: string;
  guestsPerMinute: number;
}

/**
 * Counts a guest as exposed to a variant in the running phase, once per experiment and phase. The
 * claim is checked by recomputing the guest's variant from their id: a guest cannot count for a variant
 * they were not given. A guest new to the phase counts only while their client added fewer than
 * `guestsPerMinute` within the last minute (429 beyond, so the shell tries again on a later page).
 * Answers why not when the experiment is not running at the venue or the variant is not theirs.
 */
export async function recordExposure(db: Database, report: ExposureReport, limit: ExposureLimit): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [experiment] = await tx.query<{ id: number; venue_id: number; remote: string }>(
      `SELECT id, venue_id, remote FROM remote_rollouts WHERE venue_id = $1 AND remote = $2 AND ended_at IS NULL FOR SHARE`,
      [report.venueId, report.remote],
    );
    if (!experiment || experiment.id !== report.experiment) {
      return `That experiment of ${report.remote} is not running here`;
    }
    const variants = await tx.query<VariantRow>('SELECT version, weight, stopped_reason FROM rollout_variants WHERE rollout_id = $1', [
      experiment.id,
    ]);
    if (variantOf(report.guest, experiment, variants) !== report.version) {
      return `${report.version} is not this guest's variant of ${report.remote}`;
    }
    // The experiment row is shared-locked: no ramp starts another phase meanwhile.
    const phase = await currentPhase(tx, experiment.id);
    // One statement decides and counts: the client's row keeps the times of its last minute's new
    // guests, and the conflict update re-checks them on the row as it stands once it holds its lock.
    const [outcome] = await tx.query<{ fresh: boolean; taken: boolean; retry_ms: number | null }>(
      `WITH fresh AS (
         SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM experiment_exposures WHERE rollout_id = $1 AND phase = $2 AND guest_id = $3)
       ), taken AS (
         INSERT INTO exposure_clients AS c (rollout_id, client, counted_at)
         SELECT $1, $5, ARRAY[now()] FROM fresh
         ON CONFLICT (rollout_id, client) DO UPDATE SET
           counted_at = array_append(ARRAY(SELECT t FROM unnest(c.counted_at) t WHERE t > now() - interval '1 minute'), now())
         WHERE (SELECT count(*) FROM unnest(c.counted_at) t WHERE t > now() - interval '1 minute') < $6
         RETURNING 1
       ), counted AS (
         INSERT INTO experiment_exposures (rollout_id, phase, guest_id, version)
         SELECT $1, $2, $3, $4 FROM taken
         ON CONFLICT DO NOTHING RETURNING 1
       )
       SELECT EXISTS (SELECT 1 FROM fresh) AS fresh, EXISTS (SELECT 1 FROM taken) AS taken, (SELECT count(*) FROM counted) AS counted,
         (SELECT EXTRACT(EPOCH FROM (min(t) + interval '1 minute' - now())) * 1000
            FROM exposure_clients c, unnest(c.counted_at) t
            WHERE c.rollout_id = $1 AND c.client = $5 AND t > now() - interval '1 minute')::float8 AS retry_ms`,
      [experiment.id, phase, report.guest, report.version, limit.client, limit.guestsPerMinute],
    );
    // Fresh but not taken: the client's minute is full. (Taken but not inserted: the same guest's
    // report in parallel counted them; the client's minute then holds one time too many, never too few.)
    if (outcome?.fresh && !outcome.taken) {
      const waitMs = Math.max(1000, Math.ceil(outcome.retry_ms ?? 60_000));
      throw new RuleViolation(
        429,
        `This network added ${limit.guestsPerMinute} new guests to the experiment within a minute; try again in ${Math.ceil(waitMs / 1000)} s`,
        undefined,
        waitMs,
      );
    }
    return null;
  });
}

/**
 * Counts a submitted order, in each experiment running at the order's venue, for the variant its guest
 * was counted in during the running phase (a guest counts for one variant a phase: the first they were
 * shown, even when it was stopped since). A guest never exposed there adds no order to it.
 */
export async function attributeOrder(db: Sql, orderUuid: string, guest: string): Promise<void> {
  await db.query(
    `INSERT INTO order_attributions (order_id, rollout_id, version, phase, guest_id)
     SELECT o.id, r.id, e.version, e.phase, e.guest_id FROM order_outcomes o
     JOIN remote_rollouts r ON r.venue_id = o.venue_id AND r.ended_at IS NULL
     JOIN experiment_exposures e ON e.rollout_id = r.id AND e.guest_id = $2
       AND e.phase = (SELECT max(phase) FROM experiment_phases p WHERE p.rollout_id = r.id)
     WHERE o.uuid = $1
     ON CONFLICT (order_id, rollout_id) DO NOTHING`,
    [orderUuid, guest],
  );
}

/**
 * Stores a page view's measured speed for each remote version it chose, in one statement: each metric
 * once per page view and version, so a replayed report adds nothing.
 */
export async function recordVitals(
  db: Sql,
  report: {
    guest: string;
    venueId: number;
    pageView: string;
    served: Record<string, string>;
    metrics: { name: VitalMetric; value: number }[];
  },
): Promise<void> {
  const rows = Object.entries(report.served).flatMap(([remote, version]) =>
    report.metrics.map((metric) => [remote, version, metric.name, metric.value] as const),
  );
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO remote_vitals (venue_id, guest_id, page_view, remote, version, metric, value)
     SELECT $1, $2, $3, x.remote, x.version, x.metric, x.value
     FROM unnest($4::text[], $5::text[], $6::text[], $7::float8[]) AS x (remote, version, metric, value)
     ON CONFLICT (page_view, remote, version, metric) DO NOTHING`,
    [
      report.venueId,
      report.guest,
      report.pageView,
      rows.map((r) => r[0]),
      rows.map((r) => r[1]),
      rows.map((r) => r[2]),
      rows.map((r) => r[3]),
    ],
  );
}

async function report(db: Sql, experiment: ExperimentRow, wantedPhase?: number): Promise<ExperimentReport> {
  const phases = await db.query<PhaseRow>(
    'SELECT phase, weights, started_at, ended_at, counts FROM experiment_phases WHERE rollout_id = $1 ORDER BY phase',
    [experiment.id],
  );
  const latest = phases[phases.length - 1];
  const shown = wantedPhase === undefined ? latest : phases.find((p) => p.phase === wantedPhase);
  if (!shown) throw notFound(`Experiment ${experiment.id} has no phase ${wantedPhase}`);
  const variants = await db.query<VariantRow>(
    'SELECT version, weight, stopped_reason FROM rollout_variants WHERE rollout_id = $1 ORDER BY position, version',
    [experiment.id],
  );
  const counts = shown.counts ?? (await countPhase(db, experiment.id, shown.phase));
  // Weights and stops as they are now for the running phase; as the phase set them for an earlier one.
  const current = Object.fromEntries(
    variants.map((v) => [
      v.version,
      shown === latest
        ? { weight: v.weight, stopped_reason: v.stopped_reason }
        : { weight: shown.weights[v.version] ?? 0, stopped_reason: null },
    ]),
  );
  const control = experiment.control ?? variants[0]?.version ?? '';
  const verdict = experimentVerdict(counts, { control, weights: shown.weights, current });
  return {
    id: experiment.id,
    venue: experiment.venue,
    currency: experiment.currency,
    remote: experiment.remote,
    status: experiment.ended_at ? 'ended' : 'running',
    control,
    started_at: experiment.started_at.toISOString(),
    ended_at: experiment.ended_at?.toISOString() ?? null,
    ended_reason: experiment.ended_reason,
    phase: shown.phase,
    phases: phases.map((p) => ({
      phase: p.phase,
      weights: p.weights,
      started_at: p.started_at.toISOString(),
      ended_at: p.ended_at?.toISOString() ?? null,
    })),
    ...verdict,
    min_exposed: MIN_EXPOSED_PER_VARIANT,
    stopped_automatically: verdict.variants.flatMap((v) => (v.stopped_reason ? [{ version: v.version, reason: v.stopped_reason }] : [])),
  };
}

/** Every experiment, running first, then the ended ones, newest first; each read for its latest phase. */
export async function listExperiments(db: Sql): Promise<ExperimentReport[]> {
  const rows = await db.query<ExperimentRow>(
    `SELECT ${EXPERIMENT_COLUMNS} FROM remote_rollouts r JOIN venue_directory v ON v.id = r.venue_id
     ORDER BY (r.ended_at IS NULL) DESC, coalesce(r.ended_at, r.started_at) DESC, r.id DESC`,
  );
  const reports: ExperimentReport[] = [];
  for (const row of rows) reports.push(await report(db, row));
  return reports;
}

/** One experiment, read for its latest phase or the one asked for. */
export async function experimentById(db: Sql, id: number, phase?: number): Promise<ExperimentReport> {
  const [row] = await db.query<ExperimentRow>(
    `SELECT ${EXPERIMENT_COLUMNS} FROM remote_rollouts r JOIN venue_directory v ON v.id = r.venue_id WHERE r.id = $1`,
    [id],
  );
  if (!row) throw notFound(`No experiment ${id}`);
  return report(db, row, phase);
}

/**
 * How each remote version did across every venue that tried it: the counts of all its experiments'
 * phases (frozen ones as frozen), pooled by rules/pooled-results, revenue per venue currency.
 */
export async function pooledResults(db: Sql): Promise<PooledVersionReport[]> {
  const experiments = await db.query<{ id: number; remote: string; venue: string; currency: string }>(
    'SELECT r.id, r.remote, v.slug AS venue, v.currency FROM remote_rollouts r JOIN venue_directory v ON v.id = r.venue_id ORDER BY r.id',
  );
  const counted: PhaseCounts[] = [];
  for (const experiment of experiments) {
    const phases = await db.query<PhaseRow>('SELECT phase, counts FROM experiment_phases WHERE rollout_id = $1 ORDER BY phase', [
      experiment.id,
    ]);
    for (const phase of phases) {
      for (const counts of phase.counts ?? (await countPhase(db, experiment.id, phase.phase))) {
        counted.push({
          experiment: experiment.id,
          remote: experiment.remote,
          venue: experiment.venue,
          currency: experiment.currency,
          counts,
        });
      }
    }
  }
  return poolVersions(counted);
}
