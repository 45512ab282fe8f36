import { startServer as startVenueApi, type RunningServer, type ServerOptions } from '@tabula/api';
import type { Database } from '@tabula/api/db/database';
import { resolvePlatformConfig, type PlatformOptions } from './config';
import { hostedPlatform } from './extension';

export { hostedPlatform } from './extension';
export type { PlatformConfig, PlatformOptions } from './config';
export type { RunningServer } from '@tabula/api';

/** The venue API's options and the platform's, as startServer takes them (and the environment gives them). */
export type PlatformServerOptions = ServerOptions & PlatformOptions;

/**
 * Everything in one process (what `npm start` runs): the venue API's server hosting the composition
 * platform. `shared` as the venue API's startServer takes it.
 */
export function startServer(opts: PlatformServerOptions = {}, shared: { db?: Database } = {}): Promise<RunningServer> {
  return startVenueApi(opts, shared, [hostedPlatform(resolvePlatformConfig(opts))]);
}
