/**
 * An answer the server already wrote into the page for the first screen (the venue and its menu),
 * so it arrives with the HTML instead of one round trip after the code. `headers` are the request
 * headers it was answered for, besides content-type.
 */
export interface PrimedResponse {
  path: string;
  headers: Record<string, string>;
  status: number;
  body: unknown;
}

let primed: PrimedResponse[] = [];

/** The shell hands over the page's answers before the app starts. */
export function primeResponses(responses: readonly PrimedResponse[]): void {
  primed = [...responses];
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

/**
 * The primed answer for a GET of `path` with exactly these headers, used once: the next call (a
 * reload, another language, a tab header) goes to the network and sees fresh data.
 */
export function takePrimedResponse(path: string, headers: Record<string, string>): PrimedResponse | undefined {
  const { 'content-type': _contentType, ...sent } = headers;
  const index = primed.findIndex((answer) => answer.path === path && sameHeaders(answer.headers, sent));
  if (index < 0) return undefined;
  const [answer] = primed.splice(index, 1);
  return answer;
}
