import type { ServerExtension } from '@tabula/api';
import { remoteOrigins, seedRegistry } from './domain/remote-registry';
import { platformRetention } from './domain/retention-steps';
import { rolloutTimer } from './domain/rollout-timer';
import paths from './paths.cjs';
import experimentRoutes from './routes/experiments';
import opsPageRoutes from './routes/ops-page';
import previewRoutes from './routes/previews';
import releaseRoutes from './routes/release';
import remoteVersionRoutes from './routes/remote-versions';
import rolloutRoutes from './routes/rollouts';
import shellRoutes from './routes/shell';

/**
 * The composition platform as the venue API's server hosts it: the registry, releases, experiments,
 * rollouts, previews, the page and the operator's app, with their tables, background sweeps and the
 * origins pages load remotes from. It hears the venue only through @tabula/api/venue-events.
 */
export const platform: ServerExtension = {
  schema: 'platform',
  migrations: paths.migrationsDir,
  prepare: (db, config) => seedRegistry(db, config.remotesFile),
  async plugin(app) {
    await app.register(remoteVersionRoutes);
    await app.register(releaseRoutes);
    await app.register(experimentRoutes);
    await app.register(rolloutRoutes);
    await app.register(opsPageRoutes);
    await app.register(shellRoutes);
    await app.register(previewRoutes);
  },
  scriptOrigins: (db) => remoteOrigins(db),
  retention: platformRetention,
  start: (ctx, onError) => rolloutTimer(ctx, ctx.config.rolloutSweepMs, onError),
};
