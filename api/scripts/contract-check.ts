// The Node contract check, run alone: a fresh server on in-memory PGlite, then checkContract
// (src/testing/contract-check.ts) against its /api/docs/json. Exit status 1 on any disagreement.
import { startServer } from '../src/index';
import { checkContract } from '../src/testing/contract-check';

const server = await startServer({ port: 0, dataDir: 'memory' });
try {
  const started = Date.now();
  const report = await checkContract(server.url, { headers: { 'x-ops-token': server.opsToken } });
  console.log(
    `[contract] ${report.operations} operations, ${report.requests} requests, ${report.failures.length} disagreements ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const failure of report.failures) console.log(`  ${failure}`);
  process.exitCode = report.failures.length === 0 ? 0 : 1;
} finally {
  await server.close();
}
