import { request, type CallOptions, type TableList, type VenueSlim } from '@tabula/shared';

const venuePath = (uuid: string, rest: string) => `/api/venue/${encodeURIComponent(uuid)}/${rest}`;

/** Another venue than the current host's, named by its uuid in the table link. */
export const venueByUuid = (uuid: string, options?: CallOptions) =>
  request<VenueSlim>({ method: 'GET', path: venuePath(uuid, 'details/') }, options);

export const venueTables = (uuid: string, options?: CallOptions) =>
  request<TableList>({ method: 'GET', path: venuePath(uuid, 'tables/') }, options);
