import type { TableList, Venue } from '../entities';
import { request, type CallOptions } from './request';

/** The venue of the current host with its menus in the given language. */
export const menuDetails = (language: string, options?: CallOptions) =>
  request<Venue>({ method: 'GET', path: '/menu-details/', headers: { language } }, options);

/** Every table of the venue; used while the guest has no tab. */
export const tablesListAll = (options?: CallOptions) => request<TableList>({ method: 'GET', path: '/tables/list-all/' }, options);

export const tablesList = (options?: CallOptions) => request<TableList>({ method: 'GET', path: '/tables/list/' }, options);
