import { startServer as startVenueApi, type RunningServer, type ServerOptions } from '@tabula/api';
import type { Database } from '@tabula/api/db/database';
import { platform } from './extension';

export { platform } from './extension';
export type { RunningServer, ServerOptions } from '@tabula/api';

/**
 * Everything in one process (what `npm start` runs): the venue API's server hosting the composition
 * platform. Options and `shared` as the venue API's startServer takes them.
 */
export function startServer(opts: ServerOptions = {}, shared: { db?: Database } = {}): Promise<RunningServer> {
  return startVenueApi(opts, shared, [platform]);
}
