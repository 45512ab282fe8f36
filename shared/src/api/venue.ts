import type { TableList, Venue, VenueSlim } from '../entities';
import { request, type CallOptions } from './request';
import type { VenueMenuResponse } from './types';

const venuePath = (uuid: string, rest: string) => `/api/venue/${encodeURIComponent(uuid)}/${rest}`;

/** The venue of the current host, without menus. */
export const detailsSlim = (options?: CallOptions) =>
  request<VenueSlim>({ method: 'GET', path: '/details-slim/', withSession: true }, options);

/** The venue of the current host with its menus in the given language. */
export const menuDetails = (language: string, options?: CallOptions) =>
  request<Venue>({ method: 'GET', path: '/menu-details/', headers: { language } }, options);

export const venueMenu = (venueUuid: string, language: string, options?: CallOptions) =>
  request<VenueMenuResponse>({ method: 'GET', path: venuePath(venueUuid, 'menu/'), headers: { language } }, options);

/** Every table of the venue; used while the guest has no tab. */
export const tablesListAll = (options?: CallOptions) => request<TableList>({ method: 'GET', path: '/tables/list-all/' }, options);

export const tablesList = (options?: CallOptions) => request<TableList>({ method: 'GET', path: '/tables/list/' }, options);
