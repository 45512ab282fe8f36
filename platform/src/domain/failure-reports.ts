import type { Database } from '@tabula/api/db/database';
import { recordAudit, SYSTEM_ACTOR } from '@tabula/api/domain/audit';
import { clientKey } from '@tabula/api/rules/throttle';
import { judgeFailures, MIN_CONTROL_GUESTS, type FailureVerdict, type VersionFailures } from '../rules/failure-rate';
import { failureCounts, windowText, type FailureLimit } from './failure-count';
import { rollBackFailingDefault } from './release';
import { assertVersion } from './remote-registry';

/** How far a guest's page got with a build before it failed: loading it, or rendering one of its pages. */
export const FAILURE_STAGES = ['manifest', 'entry', 'chunk', 'render'] as const;

export interface FailureReport {
  guest: string;
  venueId: number;
  remote: string;
  version: string;
  stage: (typeof FAILURE_STAGES)[number];
  /** The client address it came from. */
  clientAddr: string;
}

/** The venue's running split the version has weight in: its id, its control and where the window starts. */
async function liveVariant(db: Database, venueId: number, remote: string, version: string, windowMs: number) {
  const [row] = await db.query<{ experiment: number; control: string | null; default: string; alone: boolean; since: Date }>(
    `SELECT r.id AS experiment, r.control, d.version AS default, now() - make_interval(secs => $4::float8 / 1000) AS since,
       NOT EXISTS (SELECT 1 FROM rollout_variants o WHERE o.rollout_id = r.id AND o.version <> rv.version AND o.weight > 0) AS alone
     FROM remote_rollouts r JOIN rollout_variants rv ON rv.rollout_id = r.id JOIN remote_defaults d ON d.remote = r.remote
     WHERE r.venue_id = $1 AND r.remote = $2 AND r.ended_at IS NULL AND rv.version = $3 AND rv.weight > 0`,
    [venueId, remote, version, windowMs],
  );
  return row;
}

const rate = (c: { failed: number; guests: number }) => `${c.failed} of ${c.guests}`;

/** What the autopilot says it compared, for the registry's reason and the audit log. */
function verdictText(what: string, window: string, stage: string, mine: VersionFailures, verdict: FailureVerdict, control: string) {
  const against = verdict.against.guests > 0 ? rate(verdict.against) : 'none';
  return (
    `${mine.failed} guests failed to ${what} within ${window} (last failure: ${stage}): ${rate(mine)} guests from ${mine.clients} ` +
    `clients, against ${against} on ${control}${verdict.against.guests >= MIN_CONTROL_GUESTS ? '' : ' with the 1 % baseline'} ` +
    `(p = ${verdict.p.toPrecision(2)})`
  );
}

/**
 * Records a guest's failure with a build (the route has checked the page was served it), then judges
 * the build: once its guests fail significantly more often than its control's within the window
 * (judgeFailures), with failing guests from at least `limit.clients` clients, a venue's split gives
 * that variant weight 0, and a default gives way to the previous default. Both say why, in the
 * registry and in the audit log (actor `system`).
 */
export async function recordLoadFailure(db: Database, report: FailureReport, limit: FailureLimit): Promise<void> {
  const { remote, version, venueId, stage } = report;
  await assertVersion(db, remote, version);
  await db.query(
    'INSERT INTO remote_load_failures (guest_id, venue_id, remote, version, stage, client_addr, client_key) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [report.guest, venueId, remote, version, stage, report.clientAddr, clientKey(report.clientAddr)],
  );
  const what = stage === 'render' ? 'open it' : 'load it';
  const window = windowText(limit.windowMs);

  const split = await liveVariant(db, venueId, remote, version, limit.windowMs);
  // The control is what the others are judged against: it stops only where it serves every guest alone.
  if (split && split.default !== version && (split.control !== version || split.alone)) {
    const scope = { remote, venueId, experimentId: split.experiment, from: split.since };
    const mine = await failureCounts(db, { ...scope, version }, limit.perAddress);
    // A split giving one version every guest has no other variant: it is judged against the default at the venue.
    const control =
      split.control && split.control !== version
        ? { name: split.control, counts: await failureCounts(db, { ...scope, version: split.control }, limit.perAddress) }
        : {
            name: split.default,
            counts: await failureCounts(db, { remote, venueId, version: split.default, from: split.since }, limit.perAddress),
          };
    const verdict = judgeFailures(mine, control.counts, limit.clients);
    if (verdict.stop)
      await pauseVariant(
        db,
        { venueId, remote, version },
        `Stopped automatically: ${verdictText(what, window, stage, mine, verdict, control.name)}`,
      );
  }

  const [current] = await db.query<{ previous_version: string | null; changed_at: Date; since: Date }>(
    `SELECT previous_version, changed_at, greatest(changed_at, now() - make_interval(secs => $3::float8 / 1000)) AS since
     FROM remote_defaults WHERE remote = $1 AND version = $2`,
    [remote, version, limit.windowMs],
  );
  if (!current?.previous_version || current.previous_version === version) return;
  // The previous default is judged over its last window as the default, before this one replaced it.
  const mine = await failureCounts(db, { remote, version, from: current.since }, limit.perAddress);
  const before = await failureCounts(
    db,
    { remote, version: current.previous_version, from: new Date(current.changed_at.getTime() - limit.windowMs), until: current.changed_at },
    limit.perAddress,
  );
  const verdict = judgeFailures(mine, before, limit.clients);
  if (!verdict.stop) return;
  await rollBackFailingDefault(
    db,
    remote,
    version,
    `Rolled back automatically: ${verdictText(what, window, stage, mine, verdict, current.previous_version)}`,
  );
}

/** Gives a failing variant weight 0 in the venue's split, marks the version halted and audits it; once of racing reports. */
async function pauseVariant(db: Database, where: { venueId: number; remote: string; version: string }, reason: string): Promise<void> {
  const { venueId, remote, version } = where;
  await db.transaction(async (tx) => {
    const paused = await tx.query<{ venue: string; weight: number }>(
      `WITH live AS (
         SELECT rv.rollout_id, rv.version, rv.weight, v.slug FROM rollout_variants rv
         JOIN remote_rollouts r ON r.id = rv.rollout_id JOIN venue_directory v ON v.id = r.venue_id
         WHERE r.venue_id = $1 AND r.remote = $2 AND r.ended_at IS NULL AND rv.version = $3 AND rv.weight > 0
         FOR UPDATE OF rv)
       UPDATE rollout_variants rv SET weight = 0, stopped_reason = $4 FROM live
       WHERE rv.rollout_id = live.rollout_id AND rv.version = live.version RETURNING live.slug AS venue, live.weight`,
      [venueId, remote, version, reason],
    );
    const [variant] = paused;
    if (!variant) return;
    await tx.query('UPDATE remote_versions SET halted_reason = coalesce(halted_reason, $3) WHERE remote = $1 AND version = $2', [
      remote,
      version,
      reason,
    ]);
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: 'pause',
      remote,
      venue: variant.venue,
      before: { version, weight: variant.weight },
      after: { version, weight: 0 },
      reason,
    });
  });
}
