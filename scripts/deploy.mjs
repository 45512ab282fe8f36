// npm run deploy -- <remote> [--version <label>] [--source <folder>] [--public-url <url> [--to <folder>]]
// Builds one remote in production mode into a fresh temporary folder (never into a folder anyone
// serves, dist/ included), moves the build to deployments/<remote>/<version>/, which the remote's
// origin serves at /<version>/, and registers that version with the API. Versions are immutable:
// an existing one is never replaced, and a registered version's files never change. Its
// content-hashed files go to deployments/<remote>/_files/, shared by all versions and each written
// once (scripts/lib/shared-files.mjs), so a returning guest keeps the chunks that did not change.
// Elsewhere: --public-url is where a folder of versions is served (a CDN: https://cdn.example.com/menu),
// --to that folder (its sync folder); the version's manifest is at <public url>/<version>/, its
// hashed files at <public url>/_files/ (the build's public path), and that entry is registered.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remotes, root } from './lib/apps.mjs';
import { inputHash } from './lib/build-apps.mjs';
import { opsCall, remoteNamed } from './lib/ops-client.mjs';
import { SHARED_FILES } from './lib/shared-files.mjs';
import { deploymentsOf, placeVersion } from './lib/versions.mjs';

const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      source: { type: 'string' },
      'public-url': { type: 'string' },
      to: { type: 'string' },
      'allow-dropped-routes': { type: 'boolean' },
    },
  });
  if (positionals.length !== 1) {
    throw new Error(
      'Usage: npm run deploy -- <remote> [--version <label>] [--source <folder>] [--public-url <url> [--to <folder>]] [--allow-dropped-routes]',
    );
  }
  const app = remoteNamed(remotes, positionals[0]);
  // Another copy of the remote's folder (a team's branch checked out beside the workspace) builds the same way.
  const source = path.resolve(values.source ?? path.join(root, app.dir));
  if (values.source !== undefined && values.version === undefined) throw new Error('--source needs --version: name the build it deploys');
  if (!fs.existsSync(path.join(source, 'rspack.config.cjs'))) throw new Error(`${source} is not a remote's folder (no rspack.config.cjs)`);
  if (values.version !== undefined && !VERSION.test(values.version)) {
    throw new Error(
      `"${values.version}" is not a version label: letters, digits, ".", "_", "-", at most 40, starting with a letter or digit`,
    );
  }
  // Without a label, the build's input hash names it: deploying unchanged sources twice is refused.
  const version = values.version ?? `b${inputHash([app.dir], 'production').slice(0, 10)}`;
  const { versions, publicPath, publicUrl } = destination(app, version, values);
  const target = path.join(versions, version);
  const taken = () =>
    new Error(
      `${app.name} ${version} is already deployed (${path.relative(root, target)}); versions are immutable, choose another --version`,
    );
  if (fs.existsSync(target)) throw taken();

  const build = fs.mkdtempSync(path.join(os.tmpdir(), `tabula-deploy-${app.name}-`));
  try {
    const started = Date.now();
    const result = spawnSync('npx', ['rspack', 'build', '--mode', 'production', '--output-path', build], {
      cwd: source,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Its hashed files are served from the folder all versions share, the rest from the version's.
        ...(publicUrl && { TABULA_PUBLIC_PATH: `${publicUrl}${SHARED_FILES}/`, TABULA_VERSION_URL: publicPath }),
      },
    });
    if (result.status !== 0) throw new Error(`Building ${app.dir} failed; nothing was deployed`);
    console.log(`[deploy] ${app.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (!placeVersion(build, versions, version)) throw taken();
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
    // Its source maps went beside it (the build config keeps them out of any served folder).
    fs.rmSync(`${build}-sourcemaps`, { recursive: true, force: true });
  }
  console.log(`[deploy] ${app.name} ${version} copied to ${target.startsWith(root + path.sep) ? path.relative(root, target) : target}`);

  const entry = `${publicPath ?? `http://localhost:${app.port}/${version}/`}mf-manifest.json`;
  try {
    const allowDroppedRoutes = values['allow-dropped-routes'] === true;
    await opsCall('POST', `/api/ops/remotes/${app.name}/versions`, { version, entry, ...(allowDroppedRoutes && { allowDroppedRoutes }) });
  } catch (err) {
    // The API refused it (or is down): it was never registered, so no guest can have it, and the
    // label stays free for a fixed build.
    fs.rmSync(target, { recursive: true, force: true });
    throw err;
  }
  console.log(`[deploy] ${app.name} ${version} registered (${entry}). Guests get it once you promote it or split a venue:`);
  console.log(`  npm run ops -- preview ${app.name} ${version}            # a link that shows it to your browser alone`);
  console.log(`  npm run ops -- promote ${app.name} ${version}`);
  console.log(`  npm run ops -- split bistro ${app.name} <current>=50 ${version}=50`);
}

/**
 * Where the version goes and is served from: deployments/<remote>/ on the remote's local origin, or
 * --to (default that same folder) served at --public-url. The URL is checked here, as the API would
 * refuse the entry only after a build.
 */
function destination(app, version, values) {
  const publicUrl = values['public-url'];
  if (values.to !== undefined && publicUrl === undefined) {
    throw new Error('--to needs --public-url: name where that folder is served, so the registered entry points there');
  }
  const versions = values.to === undefined ? deploymentsOf(app) : path.resolve(values.to);
  if (publicUrl === undefined) return { versions, publicPath: undefined };
  let url;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`--public-url ${publicUrl} is not a URL`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Error(`--public-url ${publicUrl} must be a plain http(s) address, such as https://cdn.example.com/menu`);
  }
  const base = `${url.href.replace(/\/$/, '')}/`;
  return { versions, publicUrl: base, publicPath: `${base}${version}/` };
}

main().catch((err) => {
  console.error(`[deploy] ${err.message}`);
  process.exit(1);
});
