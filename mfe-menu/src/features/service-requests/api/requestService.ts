import { request, type CallOptions, type PaymentMethod, type ServiceRequestAnswer } from '@tabula/shared';

/** request_type 0 asks for the bill (with a payment method), 1 calls a server. */
export interface ServiceRequest {
  request_type: 0 | 1;
  payment_method?: PaymentMethod;
  table_number?: string;
}

/** With the hotel guest's session: at a room-service venue the API sends a server only to the session's room. */
export const requestService = (orderUuid: string, body: ServiceRequest, options?: CallOptions) =>
  request<ServiceRequestAnswer>(
    { method: 'POST', path: '/api/order/request-service/', headers: { order_uuid: orderUuid }, body, withSession: true },
    options,
  );
