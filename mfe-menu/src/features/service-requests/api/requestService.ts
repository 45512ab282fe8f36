import { request, type CallOptions, type ServiceRequest, type ServiceRequestAnswer } from '@tabula/shared';

export type { ServiceRequest };

/** With the hotel guest's session: at a room-service venue the API sends a server only to the session's room. */
export const requestService = (orderUuid: string, body: ServiceRequest, options?: CallOptions) =>
  request<ServiceRequestAnswer>(
    { method: 'POST', path: '/api/order/request-service/', headers: { order_uuid: orderUuid }, body, withSession: true },
    options,
  );
