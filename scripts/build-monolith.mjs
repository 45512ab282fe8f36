import { buildMonolith } from './lib/build-apps.mjs';

// The measuring baseline of npm run bench:load; `-- --force` rebuilds it even when nothing changed.
buildMonolith({ force: process.argv.includes('--force') });
