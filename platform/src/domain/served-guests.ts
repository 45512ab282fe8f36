import type { Sql } from '@tabula/api/db/database';

/** A build a page runs as the remote it is served for (not the fallback it is offered). */
export interface ServedBuild {
  remote: string;
  version: string;
}

/**
 * Counts a guest as served these builds at a venue, in one statement: the guests a failure rate is
 * out of. A guest's later pages refresh its row at most once a minute, so a page costs one upsert
 * that mostly writes nothing.
 */
export async function recordServed(db: Sql, guest: string, venueId: number, builds: ServedBuild[]): Promise<void> {
  if (builds.length === 0) return;
  await db.query(
    `INSERT INTO served_guests (remote, version, venue_id, guest_id)
     SELECT b.remote, b.version, $3, $4 FROM unnest($1::text[], $2::text[]) AS b(remote, version)
     ON CONFLICT (remote, version, venue_id, guest_id) DO UPDATE SET last_served_at = now()
       WHERE served_guests.last_served_at < now() - interval '1 minute'`,
    [builds.map((b) => b.remote), builds.map((b) => b.version), venueId, guest],
  );
}
