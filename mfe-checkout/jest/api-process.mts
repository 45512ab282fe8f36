// Runs the API in a child process under `node --import tsx`, for start-api.cjs.
import { startServer } from '@tabula/api';

const server = await startServer({ port: 0, dataDir: 'memory' });
process.stdout.write(`TABULA_API_URL=${server.url}\n`);

const stop = () => {
  void server.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent (jest) going away must not leave the API running.
process.stdin.on('end', stop);
process.stdin.resume();
