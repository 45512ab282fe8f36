import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
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

/** A bill or server call for an order; only one may be open per order at a time. */
export async function requestService(db: Database, orderUuid: string, input: ServiceRequestInput) {
  if (input.requestType === RequestType.Bill && !input.paymentMethod) {
    throw badRequest('payment_method is required when asking for the bill');
  }
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderUuid);
      const tab = order.tab_id === null ? undefined : await tabById(tx, order.tab_id);
      const table = await tableFor(tx, order.venue_id, tab, input.table ?? order.table_number);
      const open = await tx.query('SELECT 1 FROM service_requests WHERE order_id = $1 AND open', [order.id]);
      if (open.length > 0) throw conflict(REQUEST_ALREADY_OPEN);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO service_requests (order_id, request_type, payment_method, table_number)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [order.id, input.requestType, input.requestType === RequestType.Bill ? input.paymentMethod : null, table],
      );
      if (!row) throw new Error('Service request insert returned nothing');
      return { request_id: row.id };
    });
  } catch (err) {
    // The partial unique index is the last word when two requests race.
    if (isUniqueViolation(err)) throw conflict(REQUEST_ALREADY_OPEN);
    throw err;
  }
}

/** Staff dealt with the request: the order may ask again. */
export async function closeServiceRequest(db: Database, requestId: number) {
  const rows = await db.query<{ id: number }>('UPDATE service_requests SET open = false WHERE id = $1 RETURNING id', [requestId]);
  if (rows.length === 0) throw notFound('Service request not found');
  return { request_id: requestId, open: false };
}
