import type { Sql } from './db/database';

/**
 * The one interface between the venue API and the composition platform (see api/README.md, "The venue's
 * events"). The venue emits what happened to its orders; the platform subscribes in its own plugin. The
 * platform reads a venue by its slug and an order's status through the read model below, never the
 * venue's modules (the lint boundaries in eslint.config.mjs hold both directions).
 */

/**
 * A guest placed an order at checkout: cash and room charge submit it at once, a card order once it is paid
 * (its status and is_paid in the orders table tell which). Both ids are uuids; guestId is the signed guest
 * cookie's id, null for a browser the server gave none. A plain type: the venue builds the event itself,
 * so nothing validates it.
 */
export interface OrderSubmitted {
  orderUuid: string;
  guestId: string | null;
}

/** Every event the venue emits, by name. */
export interface VenueEventMap {
  orderSubmitted: OrderSubmitted;
}

export type VenueEventName = keyof VenueEventMap;
export type VenueEventHandler<Name extends VenueEventName> = (event: VenueEventMap[Name]) => Promise<void> | void;

/**
 * An in-process emitter, one per app instance (tests build several apps in one process). emit records the
 * event (`record`: the venue_event_log table, which a platform in a process of its own reads) and awaits
 * each subscriber in turn: a guest's answer comes after the platform counted the order, and a subscriber's
 * failure is the request's failure. deliver hands an event recorded elsewhere to the subscribers alone.
 */
export interface VenueEvents {
  on<Name extends VenueEventName>(name: Name, handler: VenueEventHandler<Name>): void;
  emit<Name extends VenueEventName>(name: Name, event: VenueEventMap[Name]): Promise<void>;
  deliver<Name extends VenueEventName>(name: Name, event: VenueEventMap[Name]): Promise<void>;
}

type Recorder = <Name extends VenueEventName>(name: Name, event: VenueEventMap[Name]) => Promise<void>;

export function createVenueEvents(record: Recorder = async () => undefined): VenueEvents {
  const handlers: { [Name in VenueEventName]: VenueEventHandler<Name>[] } = { orderSubmitted: [] };
  const deliver: VenueEvents['deliver'] = async (name, event) => {
    for (const handler of handlers[name]) await handler(event);
  };
  return {
    on(name, handler) {
      handlers[name].push(handler);
    },
    async emit(name, event) {
      await record(name, event);
      await deliver(name, event);
    },
    deliver,
  };
}

/** One event in venue_event_log (api migration 021), in the order the venue emitted them. */
export interface RecordedVenueEvent {
  id: number;
  name: VenueEventName;
  event: VenueEventMap[VenueEventName];
}

export async function recordVenueEvent<Name extends VenueEventName>(db: Sql, name: Name, event: VenueEventMap[Name]): Promise<void> {
  await db.query('INSERT INTO venue_event_log (name, payload) VALUES ($1, $2::jsonb)', [name, JSON.stringify(event)]);
}

/** The events recorded after `afterId`, oldest first, at most `limit`. */
export async function venueEventsAfter(db: Sql, afterId: number, limit: number): Promise<RecordedVenueEvent[]> {
  const rows = await db.query<{ id: string | number; name: VenueEventName; payload: VenueEventMap[VenueEventName] }>(
    'SELECT id, name, payload FROM venue_event_log WHERE id > $1 ORDER BY id LIMIT $2',
    [afterId, limit],
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, event: row.payload }));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The venue's events (venue-events.ts): venue routes emit, platform plugins subscribe. */
    venueEvents: VenueEvents;
  }
}

// The read model: what the platform reads of the venue. In SQL, the views of migrations/020_read_model.sql
// (venue_directory, order_outcomes), with these status codes; in code, a venue by its slug.
export { OrderStatus } from './rules/status';
export { venueBySlug, type VenueRow } from './domain/venues';
