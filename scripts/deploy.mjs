// npm run deploy -- <remote> [--version <label>]
// Builds one remote in production mode (or keeps its build when its sources did not change), copies
// the build to deployments/<remote>/<version>/, which the remote's origin serves at /<version>/, and
// registers that version with the API. Versions are immutable: an existing folder is never replaced.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remotes, root } from './lib/apps.mjs';
import { buildApps, buildHashOf } from './lib/build-apps.mjs';
import { opsCall, remoteNamed } from './lib/ops-client.mjs';

const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { version: { type: 'string' } } });
  if (positionals.length !== 1) throw new Error('Usage: npm run deploy -- <remote> [--version <label>]');
  const app = remoteNamed(remotes, positionals[0]);
  if (values.version !== undefined && !VERSION.test(values.version)) {
    throw new Error(
      `"${values.version}" is not a version label: letters, digits, ".", "_", "-", at most 40, starting with a letter or digit`,
    );
  }

  buildApps({ only: [app.dir] });
  const dist = path.join(root, app.dir, 'dist');
  // Without a label, the build's input hash names it: deploying unchanged sources twice is refused.
  const version = values.version ?? `b${buildHashOf(dist).slice(0, 10)}`;
  const target = path.join(root, 'deployments', app.name, version);
  if (fs.existsSync(target))
    throw new Error(
      `${app.name} ${version} is already deployed (${path.relative(root, target)}); versions are immutable, choose another --version`,
    );

  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Copied under a temporary name and renamed, so the origin never serves half a version.
  const partial = `${target}.partial-${process.pid}`;
  fs.cpSync(dist, partial, { recursive: true });
  fs.renameSync(partial, target);
  console.log(`[deploy] ${app.name} ${version} copied to ${path.relative(root, target)}`);

  const entry = `http://localhost:${app.port}/${version}/mf-manifest.json`;
  try {
    await opsCall('POST', `/api/ops/remotes/${app.name}/versions`, { version, entry });
  } catch (err) {
    // The API refused it (or is down): no guest can have it, so the label stays free for a fixed build.
    fs.rmSync(target, { recursive: true, force: true });
    throw err;
  }
  console.log(`[deploy] ${app.name} ${version} registered (${entry}). Guests get it once you promote it or split a venue:`);
  console.log(`  npm run ops -- promote ${app.name} ${version}`);
  console.log(`  npm run ops -- split bistro ${app.name} <current>=50 ${version}=50`);
}

main().catch((err) => {
  console.error(`[deploy] ${err.message}`);
  process.exit(1);
});
