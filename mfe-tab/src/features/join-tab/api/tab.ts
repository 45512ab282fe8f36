import { request, type CallOptions, type JoinTabRequest, type TabSeat } from '@tabula/shared';

/** Joins the tab open at the table whose password the guest gives, with an order of their own on it. */
export const joinTab = (body: JoinTabRequest, options?: CallOptions) =>
  request<TabSeat>({ method: 'POST', path: '/api/order/join-tab/', body }, options);
