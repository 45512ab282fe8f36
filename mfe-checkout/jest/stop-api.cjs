module.exports = async function stopApi() {
  const child = globalThis.__TABULA_API_CHILD__;
  if (!child) return;
  globalThis.__TABULA_API_CHILD__ = undefined;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
};
