const { spawn } = require('node:child_process');
const path = require('node:path');

/**
 * Replaces the shared preset's in-process start: tsx 4.23's tsImport cannot load its own ESM hooks
 * on Node 20 (ERR_MODULE_NOT_FOUND .../tsx/dist/esm/api/esm/index.mjs), while `node --import tsx`
 * works. The API still runs on a fresh in-memory database, once per jest run.
 */
module.exports = async function startApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'api-process.mts')], {
    cwd: __dirname,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the API did not start within 60 s:\n${output}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /TABULA_API_URL=(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code} before starting:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  child.stdout.resume();
  process.env.TABULA_API_URL = url;
  globalThis.__TABULA_API_CHILD__ = child;
};
