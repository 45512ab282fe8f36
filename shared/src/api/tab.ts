import { request, type CallOptions } from './request';
import type { TabCheckRequest, TabCheckResponse } from './types';

export const tabCheck = (tabUuid: string, query: TabCheckRequest, options?: CallOptions) =>
  request<TabCheckResponse>({ method: 'GET', path: `/api/tab/${encodeURIComponent(tabUuid)}/check/`, query: { ...query } }, options);
