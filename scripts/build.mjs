import { buildApps } from './lib/build-apps.mjs';

// `npm run build -- --force` rebuilds everything; otherwise unchanged apps are kept.
buildApps({ force: process.argv.includes('--force') });
