import type { Database } from '../db/database';
import { badRequest, conflict, notFound } from '../rules/violation';
import { lockOrder } from './orders';
import { tabById } from './tabs';
import { tableFor } from './venues';

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

/** Staff dealt with the request: the order may ask again. */
export async function closeServiceRequest(db: Database, requestId: number) {
  const rows = await db.query<{ id: number }>('UPDATE service_requests SET open = false WHERE id = $1 RETURNING id', [requestId]);
  if (rows.length === 0) throw notFound('Service request not found');
  return { request_id: requestId, open: false };
}
