import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';

/** The API as Node reaches it: Node does not resolve *.localhost the way Chromium does. */
const API = 'http://localhost:8080';

/** The operator token the composition's API generated on its first start, in its data folder. */
export function opsToken(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it');
  return readFileSync(path.join(dataDir, 'ops-token'), 'utf8').trim();
}

/** One call of the registry's operator API, as a team's deploy or an operator makes it; insists it worked. */
export async function ops(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathname: string,
  data?: unknown,
): Promise<unknown> {
  const response = await request.fetch(`${API}${pathname}`, {
    method,
    headers: { 'x-ops-token': opsToken() },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${pathname}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? undefined : response.json();
}

/** Registers a build of a remote under a label and makes it every venue's default. */
export async function deployAndPromote(request: APIRequestContext, remote: string, version: string, entry: string): Promise<void> {
  await ops(request, 'POST', `/api/ops/remotes/${remote}/versions`, { version, entry });
  await ops(request, 'PUT', `/api/ops/remotes/${remote}/default`, { version });
}

/** One variant of a venue's split as GET /api/ops/remotes reports it. */
export interface OpsVariant {
  version: string;
  weight: number;
  guests: number;
  orders_submitted: number;
  orders_paid: number;
  load_failures: number;
  stopped_reason: string | null;
}

/** The part of GET /api/ops/remotes the specs read. */
export interface OpsRemotes {
  remotes: { name: string; default: string; rollouts: { venue: string; variants: OpsVariant[] }[] }[];
}
