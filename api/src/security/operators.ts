import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file, under the data folder, that may name further operators, one `name=token` a line. */
export const OPS_TOKENS_FILE = 'ops-tokens';

/** The operator the generated token (or OPS_TOKEN) belongs to. */
export const ADMIN = 'admin';

/** An operator: the name the audit log records for what their token changed. */
export interface Operator {
  name: string;
  token: string;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;
const MIN_TOKEN = 16;

/**
 * `name=token` lines (blank lines and `#` comments skipped). A short token or a malformed line
 * stops the start with where it is: a typo must not open the ops API or lock an operator out silently.
 */
export function parseOperatorLines(text: string, source: string): Operator[] {
  const operators: Operator[] = [];
  text.split(/\r?\n|,/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const at = line.indexOf('=');
    const name = at > 0 ? line.slice(0, at).trim() : '';
    const token = at > 0 ? line.slice(at + 1).trim() : '';
    if (!NAME.test(name))
      throw new Error(`${source}, entry ${index + 1}: expected name=token with a name of letters, digits, ".", "_", "@", "-"`);
    if (token.length < MIN_TOKEN)
      throw new Error(`${source}, entry ${index + 1}: the token of ${name} is shorter than ${MIN_TOKEN} characters`);
    operators.push({ name, token });
  });
  return operators;
}

/**
 * Every operator: `admin` with the generated token (or OPS_TOKEN), then those OPS_TOKENS names
 * (lines or commas), then those of `<dataDir>/ops-tokens`. A name or token given twice is refused.
 */
export function resolveOperators(adminToken: string, opsTokens: string | undefined, dataDir: string): Operator[] {
  const operators: Operator[] = [{ name: ADMIN, token: adminToken }];
  if (opsTokens) operators.push(...parseOperatorLines(opsTokens, 'OPS_TOKENS'));
  if (dataDir !== 'memory') {
    const file = join(dataDir, OPS_TOKENS_FILE);
    try {
      operators.push(...parseOperatorLines(readFileSync(file, 'utf8'), file));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  const names = new Set<string>();
  const tokens = new Set<string>();
  for (const { name, token } of operators) {
    if (names.has(name)) throw new Error(`The operator ${name} is named twice (OPS_TOKENS, ${OPS_TOKENS_FILE})`);
    if (tokens.has(token)) throw new Error(`The operator ${name} has the token of another operator`);
    names.add(name);
    tokens.add(token);
  }
  return operators;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The operator a token belongs to, or undefined. Every operator's token is compared, in constant
 * time over digests of equal length, so neither the answer's time nor which one matched tells a
 * guesser how close they came.
 */
export function operatorOf(operators: readonly Operator[], given: string): string | undefined {
  const candidate = digest(given);
  let found: string | undefined;
  for (const operator of operators) {
    if (timingSafeEqual(candidate, digest(operator.token)) && found === undefined) found = operator.name;
  }
  return found;
}
