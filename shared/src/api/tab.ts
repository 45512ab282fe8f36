import { request, type CallOptions } from './request';
import type { TabCheck, TabCheckQuery } from '../entities';

export const tabCheck = (tabUuid: string, query: TabCheckQuery, options?: CallOptions) =>
  request<TabCheck>({ method: 'GET', path: `/api/tab/${encodeURIComponent(tabUuid)}/check/`, query: { ...query } }, options);
