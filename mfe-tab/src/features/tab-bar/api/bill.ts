import { request, type Bill, type CallOptions } from '@tabula/shared';

/** The tab's bill as it stands: what its orders cost, what was paid, and what the table still owes. */
export const tabBill = (tabUuid: string, options?: CallOptions) =>
  request<Bill>({ method: 'GET', path: `/api/tab/${encodeURIComponent(tabUuid)}/bill/`, withSession: true }, options);
