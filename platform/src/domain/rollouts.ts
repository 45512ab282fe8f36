import type { ProgressiveRolloutReport } from '@tabula/shared/entities';
import type { PlatformContext } from '../config';
import type { Database, Sql } from '@tabula/api/db/database';
import {
  abortReason,
  guardrails,
  nextMove,
  stepEndsAt,
  stepsProblem,
  weightsAt,
  type Guardrail,
  type GuardrailLimits,
  type SideCounts,
  type StepClock,
} from '../rules/rollout-steps';
import { clientKey } from '@tabula/api/rules/throttle';
import { badRequest, conflict, notFound, RuleViolation } from '@tabula/api/rules/violation';
import { recordAudit, SYSTEM_ACTOR } from '@tabula/api/domain/audit';
import { assertVersionFits } from './contract-gate';
import { endExperiment, endPhase, startPhase } from './experiments';
import type { FailureLimit } from './failure-count';
import { pushDefault } from './default-history';
import { assertPromotable } from './release';
import { assertRemote, assertVersion } from './remote-registry';
import { isStopped, stoppedReason } from './stopped-versions';

/**
 * Progressive rollouts (migration 018): a version of a remote served to a growing share of every
 * venue's guests, as an experiment at each venue that runs no split of its own, each step a phase of
 * those experiments. A timer on every API instance (rollout-timer.ts) judges the guardrails and moves
 * the steps on; one UPDATE decides each move, so several instances make it once.
 */

interface RolloutRow {
  id: number;
  remote: string;
  version: string;
  control: string;
  steps: number[];
  step_seconds: number;
  step: number;
  step_started_at: Date;
  paused_at: Date | null;
  status: ProgressiveRolloutReport['status'];
  reason: string | null;
  final_guardrails: Guardrail[] | null;
  kept_venues: string[];
  started_by: string;
  started_at: Date;
  ended_at: Date | null;
}

const COLUMNS = `id, remote, version, control, steps, step_seconds, step, step_started_at, paused_at, status, reason, final_guardrails, kept_venues,
  started_by, started_at, ended_at`;

const clockOf = (row: RolloutRow): StepClock => ({
  step: row.step,
  steps: row.steps,
  stepSeconds: row.step_seconds,
  stepStartedAt: row.step_started_at,
  pausedAt: row.paused_at,
});
const shareOf = (row: RolloutRow) => (row.status === 'aborted' ? 0 : (row.steps[row.step] ?? 0));
const stepsText = (steps: readonly number[]) => steps.map((s) => `${s} %`).join(', ');

async function rolloutRow(db: Sql, id: number, lock = false): Promise<RolloutRow> {
  const [row] = await db.query<RolloutRow>(`SELECT ${COLUMNS} FROM progressive_rollouts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!row) throw notFound(`No rollout ${id}`);
  return row;
}

/** The experiments the rollout runs at venues, still running ones only when `running`. */
async function venueExperiments(db: Sql, id: number, running: boolean): Promise<{ id: number; venue: string }[]> {
  return db.query<{ id: number; venue: string }>(
    `SELECT r.id, v.slug AS venue FROM remote_rollouts r JOIN venue_directory v ON v.id = r.venue_id
     WHERE r.progressive_rollout_id = $1 ${running ? 'AND r.ended_at IS NULL' : ''} ORDER BY v.slug${running ? ' FOR UPDATE OF r' : ''}`,
    [id],
  );
}

const emptySide = (): SideCounts => ({
  exposed: 0,
  converted: 0,
  failed: 0,
  failingClients: 0,
  lcp: { p75: null, reports: 0 },
  inp: { p75: null, reports: 0 },
});

/**
 * What the version's guests and the default's did in the rollout's steps, at its venues: guests
 * exposed and converted as the experiments count them, failures of guests exposed to the build
 * (with their distinct client addresses), and real guests' LCP and INP while it ran there.
 */
async function countSides(db: Sql, id: number): Promise<Record<string, SideCounts>> {
  const linked = `JOIN remote_rollouts r ON r.venue_id = x.venue_id AND r.remote = x.remote AND r.progressive_rollout_id = $1
    AND x.reported_at >= r.started_at AND x.reported_at <= coalesce(r.ended_at, now())`;
  const [exposed, converted, failures, vitals] = await Promise.all([
    db.query<{ version: string; n: number }>(
      `SELECT e.version, count(DISTINCT e.guest_id)::int AS n FROM experiment_exposures e
       JOIN remote_rollouts r ON r.id = e.rollout_id WHERE r.progressive_rollout_id = $1 GROUP BY e.version`,
      [id],
    ),
    db.query<{ version: string; n: number }>(
      `SELECT oa.version, count(DISTINCT coalesce(oa.guest_id::text, oa.order_id::text))::int AS n FROM order_attributions oa
       JOIN remote_rollouts r ON r.id = oa.rollout_id WHERE r.progressive_rollout_id = $1 GROUP BY oa.version`,
      [id],
    ),
    db.query<{ version: string; guest_id: string; client_addr: string | null }>(
      `SELECT DISTINCT x.version, x.guest_id, x.client_addr FROM remote_load_failures x ${linked}
       WHERE EXISTS (SELECT 1 FROM experiment_exposures e WHERE e.rollout_id = r.id AND e.guest_id = x.guest_id AND e.version = x.version)`,
      [id],
    ),
    db.query<{ version: string; metric: 'LCP' | 'INP'; p75: number | null; n: number }>(
      `SELECT x.version, x.metric, percentile_disc(0.75) WITHIN GROUP (ORDER BY x.value) AS p75, count(*)::int AS n
       FROM remote_vitals x ${linked} WHERE x.metric IN ('LCP', 'INP') GROUP BY x.version, x.metric`,
      [id],
    ),
  ]);
  const sides: Record<string, SideCounts> = {};
  const sideOf = (version: string) => (sides[version] ??= emptySide());
  for (const row of exposed) sideOf(row.version).exposed = row.n;
  for (const row of converted) sideOf(row.version).converted = row.n;
  const failing = new Map<string, { guests: Set<string>; clients: Set<string> }>();
  for (const row of failures) {
    const seen = failing.get(row.version) ?? { guests: new Set(), clients: new Set() };
    seen.guests.add(row.guest_id);
    // An IPv6 client holds a whole /64: counted by its network, as the rate limits count it.
    if (row.client_addr) seen.clients.add(clientKey(row.client_addr));
    failing.set(row.version, seen);
  }
  for (const [version, seen] of failing) Object.assign(sideOf(version), { failed: seen.guests.size, failingClients: seen.clients.size });
  for (const row of vitals) {
    sideOf(row.version)[row.metric === 'LCP' ? 'lcp' : 'inp'] = { p75: row.p75 === null ? null : Number(row.p75), reports: row.n };
  }
  return sides;
}

async function judge(db: Sql, row: RolloutRow, limits: GuardrailLimits) {
  const sides = await countSides(db, row.id);
  return guardrails(sides[row.version] ?? emptySide(), sides[row.control] ?? emptySide(), limits);
}

async function report(db: Sql, row: RolloutRow, limits: GuardrailLimits): Promise<ProgressiveRolloutReport> {
  const venues = await venueExperiments(db, row.id, false);
  const running = row.status === 'running';
  const serving = running
    ? await db.query<{ venue: string }>(
        `SELECT v.slug AS venue FROM remote_rollouts r JOIN venue_directory v ON v.id = r.venue_id
         WHERE r.progressive_rollout_id = $1 AND r.ended_at IS NULL ORDER BY v.slug`,
        [row.id],
      )
    : venues;
  return {
    id: row.id,
    remote: row.remote,
    version: row.version,
    control: row.control,
    steps: row.steps,
    step_seconds: row.step_seconds,
    status: row.status,
    paused: row.paused_at !== null,
    step: row.step + 1,
    share: shareOf(row),
    next_step_at: running ? (stepEndsAt(clockOf(row))?.toISOString() ?? null) : null,
    started_by: row.started_by,
    started_at: row.started_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
    reason: row.reason,
    venues: serving.map((v) => v.venue),
    kept_venues: row.kept_venues,
    guardrails: row.final_guardrails ?? (await judge(db, row, limits)),
  };
}

export async function rolloutById(db: Sql, id: number, limits: GuardrailLimits): Promise<ProgressiveRolloutReport> {
  return report(db, await rolloutRow(db, id), limits);
}

/** Every rollout, running first, then the ended ones, newest first. */
export async function listRollouts(db: Sql, limits: GuardrailLimits): Promise<ProgressiveRolloutReport[]> {
  const rows = await db.query<RolloutRow>(
    `SELECT ${COLUMNS} FROM progressive_rollouts ORDER BY (status = 'running') DESC, coalesce(ended_at, started_at) DESC, id DESC`,
  );
  const reports: ProgressiveRolloutReport[] = [];
  for (const row of rows) reports.push(await report(db, row, limits));
  return reports;
}

export interface RolloutRequest {
  remote: string;
  version: string;
  steps: number[];
  stepSeconds: number;
  actor: string;
  /** Roll out a version that was stopped (by the API or an operator) anyway. */
  force?: boolean;
}

/**
 * Starts a rollout: the version passes the contract gate, then, in one transaction, every venue that
 * runs no split of the remote gets an experiment of the version at the first step's share against
 * the default; venues with their own split keep it and are listed. 409 while the remote runs another
 * rollout, for the default itself, or a stopped version (by the API or an operator) unless forced.
 */
export async function startRollout(db: Database, shellManifest: string, request: RolloutRequest): Promise<number> {
  const { remote, version, steps, stepSeconds, actor } = request;
  const problem = stepsProblem(steps);
  if (problem) throw badRequest(problem);
  await assertRemote(db, remote);
  await assertVersion(db, remote, version);
  const halted = request.force ? undefined : await stoppedReason(db, remote, version);
  if (halted) throw conflict(`${remote} ${version} was stopped (${halted}). Send "force": true to roll it out anyway.`);
  await assertVersionFits(db, shellManifest, remote, version);
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ version: string }>('SELECT version FROM remote_defaults WHERE remote = $1 FOR UPDATE', [remote]);
    if (!current) throw conflict(`${remote} has no default to roll out against: promote a first version`);
    if (current.version === version) throw conflict(`${remote} ${version} is already the default`);
    const [rollout] = await tx.query<{ id: number }>(
      `INSERT INTO progressive_rollouts (remote, version, control, steps, step_seconds, started_by) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (remote) WHERE status = 'running' DO NOTHING RETURNING id`,
      [remote, version, current.version, steps, stepSeconds, actor],
    );
    if (!rollout) throw conflict(`${remote} runs a rollout already: pause, abort or let it finish first`);
    const venues = await tx.query<{ id: number; slug: string; own: boolean }>(
      `SELECT v.id, v.slug, EXISTS (SELECT 1 FROM remote_rollouts r WHERE r.venue_id = v.id AND r.remote = $1 AND r.ended_at IS NULL) AS own
       FROM venue_directory v ORDER BY v.slug`,
      [remote],
    );
    const weights = weightsAt(steps[0] as number, version, current.version);
    for (const venue of venues.filter((v) => !v.own)) {
      const [experiment] = await tx.query<{ id: number }>(
        'INSERT INTO remote_rollouts (venue_id, remote, control, progressive_rollout_id) VALUES ($1, $2, $3, $4) RETURNING id',
        [venue.id, remote, current.version, rollout.id],
      );
      if (!experiment) throw new Error('remote_rollouts insert returned nothing');
      await tx.query(
        `INSERT INTO rollout_variants (rollout_id, remote, version, weight, position) VALUES ($1, $2, $3, $4, 0), ($1, $2, $5, $6, 1)`,
        [experiment.id, remote, current.version, weights[current.version], version, weights[version]],
      );
      await tx.query('INSERT INTO experiment_phases (rollout_id, phase, weights) VALUES ($1, 1, $2::jsonb)', [
        experiment.id,
        JSON.stringify(weights),
      ]);
    }
    const kept = venues.filter((v) => v.own).map((v) => v.slug);
    await tx.query('UPDATE progressive_rollouts SET kept_venues = $2 WHERE id = $1', [rollout.id, kept]);
    await recordAudit(tx, {
      actor,
      action: 'rollout-start',
      remote,
      before: { default: current.version },
      after: { rollout: rollout.id, version, steps, step_seconds: stepSeconds, share: steps[0] },
      reason: kept.length > 0 ? `Venues keeping their own split: ${kept.join(', ')}` : undefined,
    });
    return rollout.id;
  });
}

/**
 * Ends a running rollout without promoting: its venues' experiments end and their guests get the
 * default again. An automatic abort also marks the version stopped in them, so promote refuses it
 * until forced. False when it was not running any more (another instance or operator was first).
 */
async function abortIn(
  tx: Sql,
  id: number,
  end: { actor: string; reason: string; automatic: boolean; judged?: Guardrail[]; limits: GuardrailLimits },
): Promise<boolean> {
  const { actor, reason, automatic } = end;
  const [row] = await tx.query<RolloutRow>(
    `UPDATE progressive_rollouts SET status = 'aborted', ended_at = now(), paused_at = NULL, reason = $2
     WHERE id = $1 AND status = 'running' RETURNING ${COLUMNS}`,
    [id, reason],
  );
  if (!row) return false;
  // The figures it was aborted on: guests counted between the judgement and this statement change nothing.
  const judged = end.judged ?? (await judge(tx, row, end.limits));
  await tx.query('UPDATE progressive_rollouts SET final_guardrails = $2::jsonb WHERE id = $1', [id, JSON.stringify(judged)]);
  const experiments = await venueExperiments(tx, id, true);
  const ids = experiments.map((e) => e.id);
  await tx.query(
    `UPDATE rollout_variants SET weight = 0, stopped_reason = CASE WHEN $3 THEN $4 ELSE stopped_reason END
     WHERE rollout_id = ANY($1::int[]) AND version = $2`,
    [ids, row.version, automatic, reason],
  );
  for (const experiment of ids) await endExperiment(tx, experiment, 'stopped');
  await recordAudit(tx, {
    actor,
    action: 'rollout-abort',
    remote: row.remote,
    before: { rollout: id, version: row.version, share: row.steps[row.step] },
    after: { rollout: id, version: row.version, share: 0, default: row.control },
    reason,
  });
  return true;
}

export async function abortRollout(db: Database, id: number, actor: string, limits: GuardrailLimits): Promise<ProgressiveRolloutReport> {
  await db.transaction(async (tx) => {
    await rolloutRow(tx, id);
    const aborted = await abortIn(tx, id, { actor, reason: `Aborted by ${actor}`, automatic: false, limits });
    if (!aborted) throw conflict(`Rollout ${id} is not running`);
  });
  return rolloutById(db, id, limits);
}

/** Holds the share where it is: the step's clock stops (the guardrails still watch). */
export async function pauseRollout(db: Database, id: number, actor: string, limits: GuardrailLimits): Promise<ProgressiveRolloutReport> {
  await db.transaction(async (tx) => {
    await rolloutRow(tx, id);
    const [row] = await tx.query<RolloutRow>(
      `UPDATE progressive_rollouts SET paused_at = now() WHERE id = $1 AND status = 'running' AND paused_at IS NULL RETURNING ${COLUMNS}`,
      [id],
    );
    if (!row) throw conflict(`Rollout ${id} is not running, or is paused already`);
    await recordAudit(tx, {
      actor,
      action: 'rollout-pause',
      remote: row.remote,
      after: { rollout: id, step: row.step + 1, share: shareOf(row) },
    });
  });
  return rolloutById(db, id, limits);
}

/** The step goes on with the time it had left when paused. */
export async function resumeRollout(db: Database, id: number, actor: string, limits: GuardrailLimits): Promise<ProgressiveRolloutReport> {
  await db.transaction(async (tx) => {
    await rolloutRow(tx, id);
    const [row] = await tx.query<RolloutRow>(
      `UPDATE progressive_rollouts SET step_started_at = step_started_at + (now() - paused_at), paused_at = NULL
       WHERE id = $1 AND status = 'running' AND paused_at IS NOT NULL RETURNING ${COLUMNS}`,
      [id],
    );
    if (!row) throw conflict(`Rollout ${id} is not paused`);
    await recordAudit(tx, {
      actor,
      action: 'rollout-resume',
      remote: row.remote,
      after: { rollout: id, step: row.step + 1, share: shareOf(row) },
    });
  });
  return rolloutById(db, id, limits);
}

/** The step's time is up: the next share, a new phase at every venue of the rollout. One UPDATE decides it. */
async function advance(db: Database, row: RolloutRow): Promise<void> {
  await db.transaction(async (tx) => {
    // A stop (by hand or a pause) racing this step must not have its weight 0 raised again: take the rows it
    // writes (in its order: the version, then the variants), then step only while the version is not stopped.
    await tx.query('SELECT 1 FROM remote_versions WHERE remote = $1 AND version = $2 FOR SHARE', [row.remote, row.version]);
    await tx.query(
      `SELECT 1 FROM rollout_variants rv JOIN remote_rollouts r ON r.id = rv.rollout_id
       WHERE r.progressive_rollout_id = $1 AND r.ended_at IS NULL AND rv.version = $2 FOR UPDATE OF rv`,
      [row.id, row.version],
    );
    const [moved] = await tx.query<{ step: number }>(
      `UPDATE progressive_rollouts p SET step = step + 1, step_started_at = now()
       WHERE id = $1 AND status = 'running' AND paused_at IS NULL AND step = $2 AND step + 1 < cardinality(steps)
         AND step_started_at + make_interval(secs => step_seconds) <= now()
         AND NOT EXISTS (SELECT 1 FROM remote_versions v WHERE v.remote = p.remote AND v.version = p.version AND ${isStopped('v')})
       RETURNING step`,
      [row.id, row.step],
    );
    if (!moved) return;
    const share = row.steps[moved.step] as number;
    for (const experiment of await venueExperiments(tx, row.id, true)) {
      await endPhase(tx, experiment.id);
      await startPhase(tx, experiment.id, weightsAt(share, row.version, row.control));
    }
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: 'rollout-step',
      remote: row.remote,
      before: { rollout: row.id, step: row.step + 1, share: row.steps[row.step] },
      after: { rollout: row.id, step: moved.step + 1, share },
      reason: `The guardrails held for ${row.step_seconds} s`,
    });
  });
}

/**
 * The last step held: the guarded promote (contract gate, failure guard), then in one transaction the
 * version becomes the default and the venues' experiments end as shipped, audited as `rollout` by
 * system naming who started it. A promote the guard refuses aborts the rollout with its reason.
 */
async function complete(ctx: PlatformContext, row: RolloutRow, limit: FailureLimit & GuardrailLimits, judged: Guardrail[]): Promise<void> {
  try {
    await assertPromotable(ctx.db, ctx.platform.shellManifest, { remote: row.remote, version: row.version, actor: SYSTEM_ACTOR }, limit);
  } catch (err) {
    if (!(err instanceof RuleViolation)) throw err;
    const reason = `Aborted automatically: the promote was refused: ${err.message}`;
    await ctx.db.transaction((tx) => abortIn(tx, row.id, { actor: SYSTEM_ACTOR, reason, automatic: true, judged, limits: limit }));
    return;
  }
  const reason = `Rollout ${row.id} started by ${row.started_by} held its guardrails through ${stepsText(row.steps)}`;
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx.query<{ id: number }>(
      `UPDATE progressive_rollouts SET status = 'completed', ended_at = now(), reason = $3, final_guardrails = $4::jsonb
       WHERE id = $1 AND status = 'running' AND paused_at IS NULL AND step = $2 AND step = cardinality(steps) - 1
         AND step_started_at + make_interval(secs => step_seconds) <= now()
       RETURNING id`,
      [row.id, row.step, reason, JSON.stringify(judged)],
    );
    if (!done) return;
    const before = await pushDefault(tx, row.remote, row.version);
    for (const experiment of await venueExperiments(tx, row.id, true)) await endExperiment(tx, experiment.id, 'shipped');
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: 'rollout',
      remote: row.remote,
      before: { default: before },
      after: { default: row.version },
      reason,
    });
  });
}

/** Why a running rollout cannot go on whatever its figures: its control is no longer the default, or the autopilot stopped the version. */
async function outsideReason(db: Sql, row: RolloutRow): Promise<string | undefined> {
  const [current] = await db.query<{ version: string }>('SELECT version FROM remote_defaults WHERE remote = $1', [row.remote]);
  if (current?.version !== row.control) {
    return `Aborted automatically: the default of ${row.remote} changed from ${row.control} to ${current?.version ?? 'none'} outside the rollout`;
  }
  const [stopped] = await db.query<{ venue: string; reason: string }>(
    `SELECT v.slug AS venue, rv.stopped_reason AS reason FROM rollout_variants rv
     JOIN remote_rollouts r ON r.id = rv.rollout_id JOIN venue_directory v ON v.id = r.venue_id
     WHERE r.progressive_rollout_id = $1 AND r.ended_at IS NULL AND rv.version = $2 AND rv.stopped_reason IS NOT NULL
     ORDER BY v.slug LIMIT 1`,
    [row.id, row.version],
  );
  return stopped ? `Aborted automatically: at ${stopped.venue}, ${stopped.reason}` : undefined;
}

/**
 * One look at every running rollout: abort it when a guardrail trips (paused ones too), else move on
 * the steps whose time is up. Each move is one statement, so instances looking at once move it once.
 */
export async function advanceRollouts(ctx: PlatformContext, limit: FailureLimit & GuardrailLimits): Promise<void> {
  const rows = await ctx.db.query<RolloutRow & { db_now: Date }>(
    `SELECT ${COLUMNS}, now() AS db_now FROM progressive_rollouts WHERE status = 'running' ORDER BY id`,
  );
  for (const row of rows) {
    // Its own guardrails first: failures that paused the version at a venue trip them too, and the reason names the figures.
    const judged = await judge(ctx.db, row, limit);
    const tripped = abortReason(judged);
    if (tripped) {
      await ctx.db.transaction((tx) =>
        abortIn(tx, row.id, { actor: SYSTEM_ACTOR, reason: tripped, automatic: true, judged, limits: limit }),
      );
      continue;
    }
    // Taken out of its hands: nothing to mark stopped (the autopilot marked it, or an operator chose another default).
    const outside = await outsideReason(ctx.db, row);
    if (outside) {
      await ctx.db.transaction((tx) => abortIn(tx, row.id, { actor: SYSTEM_ACTOR, reason: outside, automatic: false, limits: limit }));
      continue;
    }
    // The database's clock, as the UPDATE that decides the move reads it, whatever this machine's says.
    const move = nextMove(clockOf(row), row.db_now);
    if (move === 'advance') await advance(ctx.db, row);
    else if (move === 'complete') await complete(ctx, row, limit, judged);
  }
}
