import type { ServerExtension } from '@tabula/api';
import fp from 'fastify-plugin';
import type { PlatformConfig } from './config';
import { remoteOrigins, seedRegistry } from './domain/remote-registry';
import { platformRetention } from './domain/retention-steps';
import { rolloutTimer } from './domain/rollout-timer';
import { venueEventFeed } from './domain/venue-event-feed';
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
 * rollouts, previews, the page and the operator's app, with their tables (schema `platform`), background
 * sweeps and the origins pages load remotes from. It hears the venue only through @tabula/api/venue-events.
 */
export function hostedPlatform(config: PlatformConfig): ServerExtension {
  return {
    schema: 'platform',
    migrations: paths.migrationsDir,
    prepare: (db) => seedRegistry(db, config.remotesFile),
    // Not encapsulated: the server (and a test holding it) reads the platform's context as app.platform.
    plugin: fp(
      async (app) => {
        // The server's context with the platform's options, for every route below.
        app.decorate('platform', { ...app.tabula, platform: config });
        await app.register(remoteVersionRoutes);
        await app.register(releaseRoutes);
        await app.register(experimentRoutes);
        await app.register(rolloutRoutes);
        await app.register(opsPageRoutes);
        await app.register(shellRoutes);
        await app.register(previewRoutes);
      },
      { name: 'platform' },
    ),
    scriptOrigins: (db) => remoteOrigins(db),
    retention: platformRetention,
    start(app, onError) {
      const jobs = [rolloutTimer(app.platform, config.rolloutSweepMs, onError)];
      // Without the venue API in this process no event is heard in process: they come from the venue's log.
      if (!app.tabula.config.venueApi) jobs.push(venueEventFeed(app.tabula.db, app.venueEvents, config.venueEventsPollMs, onError));
      return {
        async close() {
          for (const job of jobs) await job.close();
        },
      };
    },
  };
}
