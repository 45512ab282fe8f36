import fs from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

/** The API the operator commands talk to: TABULA_API, else the one `npm start` runs. */
export const apiUrl = (process.env.TABULA_API ?? 'http://localhost:8080').replace(/\/$/, '');

/** The operator token: OPS_TOKEN, else the one the API generated into <DATA_DIR>/ops-token on its first start. */
export function opsToken() {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  const file = path.join(process.env.DATA_DIR ?? path.join(root, '.data', 'api'), 'ops-token');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`No operator token: set OPS_TOKEN, or start the API once so it writes ${file}`);
  }
}

/** One call of the ops API; a refusal throws with the API's own message. */
export async function opsCall(method, pathname, body) {
  let res;
  try {
    res = await fetch(`${apiUrl}${pathname}`, {
      method,
      headers: { 'x-ops-token': opsToken(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new Error(`The API at ${apiUrl} cannot be reached (${err.cause?.code ?? err.message}); is it running (npm start)?`, {
      cause: err,
    });
  }
  const text = await res.text();
  const reply = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${reply?.message ?? text}`);
  return reply;
}

/** A remote given as its folder (mfe-menu) or its federation name (mfe_menu). */
export function remoteNamed(remotes, given) {
  const app = remotes.find((a) => a.dir === given || a.name === given);
  if (!app) throw new Error(`Unknown remote "${given}"; one of ${remotes.map((a) => a.name).join(', ')}`);
  return app;
}
