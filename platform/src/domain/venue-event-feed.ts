import type { BackgroundJob } from '@tabula/api';
import { repeatingJob } from '@tabula/api/lifecycle/repeating-job';
import { venueEventsAfter, type VenueEvents } from '@tabula/api/venue-events';
import type { Sql } from '@tabula/api/db/database';

const BATCH = 500;

/**
 * Hands the platform's subscribers the events venue API processes recorded (a platform in a process of its
 * own hears none in process), from where the last read stopped. A subscriber counts an event once however
 * often it hears it (an order's attribution is keyed by the order), so instances reading the same events
 * at once, or a read cut short before the cursor moved, count nothing twice.
 */
export async function readVenueEvents(db: Sql, events: VenueEvents): Promise<number> {
  const [cursor] = await db.query<{ last_id: string | number }>('SELECT last_id FROM venue_event_cursor');
  const recorded = await venueEventsAfter(db, Number(cursor?.last_id ?? 0), BATCH);
  for (const { name, event } of recorded) await events.deliver(name, event);
  const last = recorded.at(-1);
  if (last) await db.query('UPDATE venue_event_cursor SET last_id = greatest(last_id, $1)', [last.id]);
  return recorded.length;
}

/** Reads the venue's events every `everyMs`, each read taking what came since the last. */
export function venueEventFeed(db: Sql, events: VenueEvents, everyMs: number, onError: (err: unknown) => void): BackgroundJob {
  return repeatingJob(
    async () => {
      while ((await readVenueEvents(db, events)) === BATCH);
    },
    everyMs,
    onError,
  );
}
