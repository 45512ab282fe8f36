import { PAGE_IDS } from '../contracts/page';

/**
 * An answer the server already wrote into the page for the first screen (the venue and its menu),
 * so it arrives with the HTML instead of one round trip after the code. `headers` are the request
 * headers it was answered for, besides content-type.
 */
interface PrimedResponse {
  path: string;
  headers: Record<string, string>;
  status: number;
  body: unknown;
}

/** The id of the page's JSON block the server writes the answers into (platform/src/page/shell-page.ts). */
const PRIMED_BLOCK_ID = PAGE_IDS.primed;

let primed: PrimedResponse[] = [];

const isPrimedResponse = (value: unknown): value is PrimedResponse =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PrimedResponse).path === 'string' &&
  typeof (value as PrimedResponse).headers === 'object';

/**
 * Takes the answers out of the page on the first call after it loaded, so each is used once. The block
 * is JSON, not script, so the page's CSP allows no inline script. A page without it (the dev server's,
 * one from a cache) or whose block is not JSON primes nothing: the calls go to the network.
 */
function takePageAnswers(): void {
  const block = typeof document === 'undefined' ? null : document.getElementById(PRIMED_BLOCK_ID);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return;
  block.remove();
  try {
    const answers: unknown = JSON.parse(block.textContent ?? '');
    if (Array.isArray(answers)) primed = answers.filter(isPrimedResponse);
  } catch {
    // Not JSON: nothing is primed.
  }
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

/**
 * The primed answer for a GET of `path` with exactly these headers, used once: the next call (a
 * reload, another language, a tab header) goes to the network and sees fresh data.
 */
export function takePrimedResponse(path: string, headers: Record<string, string>): PrimedResponse | undefined {
  takePageAnswers();
  const { 'content-type': _contentType, ...sent } = headers;
  const index = primed.findIndex((answer) => answer.path === path && sameHeaders(answer.headers, sent));
  if (index < 0) return undefined;
  const [answer] = primed.splice(index, 1);
  return answer;
}
