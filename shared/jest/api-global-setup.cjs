// Starts the real API in-process on a fresh in-memory database for remotes' integration tests.
module.exports = async function startApi() {
  const { tsImport } = require('tsx/esm/api');
  const { startServer } = await tsImport('@tabula/api', __filename);
  const server = await startServer({ port: 0, dataDir: 'memory' });
  process.env.TABULA_API_URL = server.url;
  // Jest shares globalThis between globalSetup and globalTeardown, and only between them.
  globalThis.__TABULA_API_SERVER__ = server;
};
