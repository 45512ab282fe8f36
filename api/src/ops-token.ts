import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file, under the data folder, that holds the generated operator token. */
export const OPS_TOKEN_FILE = 'ops-token';

export interface OpsToken {
  token: string;
  /** Where the token is kept; undefined when it came from OPS_TOKEN or lives only in memory. */
  file: string | undefined;
}

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The operator token when OPS_TOKEN is not set: generated on first start and kept in
 * `<dataDir>/ops-token` (readable by its owner only), so it survives restarts and operators and
 * test suites read it from there. A throw-away in-memory database gets a throw-away token.
 * There is no built-in default: a token anyone can read in the source opens the operator endpoint.
 */
export function generatedOpsToken(dataDir: string): OpsToken {
  if (dataDir === 'memory') return { token: newToken(), file: undefined };
  const file = join(dataDir, OPS_TOKEN_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return { token: stored, file };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const token = newToken();
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, file };
}
