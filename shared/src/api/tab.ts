import { request, type CallOptions } from './request';
import type { TabCheck } from '../entities';
import type { TabCheckRequest } from './types';

export const tabCheck = (tabUuid: string, query: TabCheckRequest, options?: CallOptions) =>
  request<TabCheck>({ method: 'GET', path: `/api/tab/${encodeURIComponent(tabUuid)}/check/`, query: { ...query } }, options);
