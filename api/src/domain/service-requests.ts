import type { Database } from '../db/database';
import { badRequest, conflict, notFound } from '../rules/violation';
import { recordAudit } from './audit';
import { lockOrder } from './orders';
import { tabById } from './tabs';
import { tableFor, venueSlugOf } from './venues';

const REQUEST_ALREADY_OPEN = 'A request is already Open for your Order';
const RequestType = { Bill: 0, Server: 1 } as const;

export interface ServiceRequestInput {
  requestType: number;
  paymentMethod: string | null;
  table: string | null;
}

/**
 * A bill or server call for an order; only one may be open per order at a time, whatever its kind.
 * Check and insert are one statement; two that race past the check meet the partial unique index,
 * where the later one inserts nothing (ON CONFLICT) and is refused.
 */
export async function requestService(db: Database, orderUuid: string, input: ServiceRequestInput) {
  if (input.requestType === RequestType.Bill && !input.paymentMethod) {
    throw badRequest('payment_method is required when asking for the bill');
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderUuid);
    const tab = order.tab_id === null ? undefined : await tabById(tx, order.tab_id);
    const table = await tableFor(tx, order.venue_id, tab, input.table ?? order.table_number);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO service_requests (order_id, request_type, payment_method, table_number)
         SELECT $1, $2, $3, $4
          WHERE NOT EXISTS (SELECT 1 FROM service_requests WHERE order_id = $1 AND open)
         ON CONFLICT (order_id) WHERE open DO NOTHING
         RETURNING id`,
      [order.id, input.requestType, input.requestType === RequestType.Bill ? input.paymentMethod : null, table],
    );
    if (!row) throw conflict(REQUEST_ALREADY_OPEN);
    return { request_id: row.id };
  });
}

/** Staff dealt with the request: the order may ask again. Audited with the operator who said so. */
export async function closeServiceRequest(db: Database, requestId: number, actor: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; request_type: number; was_open: boolean; venue_id: number; reference_id: number }>(
      `UPDATE service_requests s SET open = false FROM orders o, (SELECT open AS was_open FROM service_requests WHERE id = $1) w
        WHERE s.id = $1 AND o.id = s.order_id
       RETURNING s.id, s.request_type, w.was_open, o.venue_id, o.reference_id`,
      [requestId],
    );
    if (!row) throw notFound('Service request not found');
    await recordAudit(tx, {
      actor,
      action: 'service-request',
      venue: await venueSlugOf(tx, row.venue_id),
      before: {
        request: row.id,
        kind: row.request_type === RequestType.Bill ? 'bill' : 'server',
        order: row.reference_id,
        open: row.was_open,
      },
      after: { request: row.id, open: false },
    });
    return { request_id: requestId, open: false };
  });
}
