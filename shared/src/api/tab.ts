import { request, type CallOptions } from './request';
import type {
  CreateOrderWithTabRequest,
  CreateOrderWithTabResponse,
  JoinTabRequest,
  JoinTabResponse,
  TabCheckRequest,
  TabCheckResponse,
  TabLinkRequest,
  TabLinkResponse,
} from './types';

export const tabCheck = (tabUuid: string, query: TabCheckRequest, options?: CallOptions) =>
  request<TabCheckResponse>({ method: 'GET', path: `/api/tab/${encodeURIComponent(tabUuid)}/check/`, query: { ...query } }, options);

export const createOrderWithTab = (body: CreateOrderWithTabRequest, options?: CallOptions) =>
  request<CreateOrderWithTabResponse>({ method: 'POST', path: '/api/order/create-order-with-tab/', body, withSession: true }, options);

export const joinTab = (body: JoinTabRequest, options?: CallOptions) =>
  request<JoinTabResponse>({ method: 'POST', path: '/api/order/join-tab/', body }, options);

export const tabLinkRequest = (body: TabLinkRequest, options?: CallOptions) =>
  request<TabLinkResponse>({ method: 'POST', path: '/api/order/tab-link/', body }, options);
