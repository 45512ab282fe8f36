import { request, type CallOptions } from '@tabula/shared';

export interface JoinTabBody {
  venue_uuid: string;
  table_number: string;
  password: string;
}

export interface JoinTabResponse {
  order_uuid: string;
  tab_uuid: string;
  tab_link: string;
  tab_password: string | null;
  table_number: string;
}

/** Joins the tab open at the table whose password the guest gives, with an order of their own on it. */
export const joinTab = (body: JoinTabBody, options?: CallOptions) =>
  request<JoinTabResponse>({ method: 'POST', path: '/api/order/join-tab/', body }, options);
