import { request, type CallOptions, type TabSeat } from '@tabula/shared';

export interface JoinTabBody {
  venue_uuid: string;
  table_number: string;
  password: string;
}

/** Joins the tab open at the table whose password the guest gives, with an order of their own on it. */
export const joinTab = (body: JoinTabBody, options?: CallOptions) =>
  request<TabSeat>({ method: 'POST', path: '/api/order/join-tab/', body }, options);
