import { buildApps } from './lib/build-apps.mjs';
import { startComposition } from './lib/composition.mjs';

buildApps();
await startComposition();
console.log('[start] Tabula is on http://localhost:8080 (bistro); try http://grand-hotel.localhost:8080');
