module.exports = async function stopApi() {
  const server = globalThis.__TABULA_API_SERVER__;
  if (server) {
    globalThis.__TABULA_API_SERVER__ = undefined;
    await server.close();
  }
};
