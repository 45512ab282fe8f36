// `npm start -w api`: the venue API alone (no page, registry or /ops); `npm start` runs it with the platform.
import { startServer } from './index';
import { serve } from './serve';

await serve(await startServer({ logger: process.env.LOG !== '0' }));
