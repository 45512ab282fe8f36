// Starts the real API with the platform (as npm start does) in-process on a fresh in-memory database for remotes' integration tests.
module.exports = async function startApi() {
  // The ESM entry of tsx's API: its CommonJS entry (require('tsx/esm/api')) registers its loader at a
  // wrong path on Node 20 (tsx 4.23) and fails with ERR_MODULE_NOT_FOUND.
  const { tsImport } = await import('tsx/esm/api');
  const { startServer } = await tsImport('@tabula/platform', __filename);
  const server = await startServer({ port: 0, dataDir: 'memory' });
  process.env.TABULA_API_URL = server.url;
  // The API generates its operator token (there is no built-in one); the test helpers that act as staff read it here.
  process.env.TABULA_OPS_TOKEN = server.opsToken;
  // Jest shares globalThis between globalSetup and globalTeardown, and only between them.
  globalThis.__TABULA_API_SERVER__ = server;
};
