/**
 * Which origins a developer override may load a remote from (OVERRIDE_ORIGINS). An override runs its
 * origin's script on the operator's page, where their token lives: an operator tricked into pointing one
 * at a stranger's server would hand it over, so only the listed origins are taken. An item is an origin,
 * `http(s)://host[:port]`, whose port may be `*` (any port).
 */
export const LOOPBACK_OVERRIDE_ORIGINS: readonly string[] = ['http', 'https'].flatMap((scheme) =>
  ['localhost', '127.0.0.1', '[::1]'].map((host) => `${scheme}://${host}:*`),
);

const ITEM = /^(https?):\/\/([^/:?#@\s]+|\[[0-9a-fA-F:.]+\])(?::(\d{1,5}|\*))?$/i;

/** The list as written, each item checked; an error names the item that is not an origin. */
export function parseOverrideOrigins(items: readonly string[]): string[] {
  return items.map((raw) => {
    const item = raw.trim().replace(/\/$/, '');
    const match = ITEM.exec(item);
    if (!match) {
      throw new Error(`OVERRIDE_ORIGINS: "${raw}" is not an origin such as http://localhost:* or https://dev.example.com:3001`);
    }
    const [, scheme, host, port] = match as unknown as [string, string, string, string | undefined];
    return `${scheme.toLowerCase()}://${host.toLowerCase()}${port === undefined ? '' : `:${port}`}`;
  });
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? '443' : '80');

/** Whether an entry's origin is one the list names: same scheme and host, and the port named or any (`*`). */
export function overrideOriginAllowed(allowed: readonly string[], entry: URL): boolean {
  const port = entry.port || defaultPort(entry.protocol);
  return allowed.some((item) => {
    const match = ITEM.exec(item);
    if (!match) return false;
    const [, scheme, host, itemPort] = match as unknown as [string, string, string, string | undefined];
    if (`${scheme.toLowerCase()}:` !== entry.protocol || host.toLowerCase() !== entry.hostname.toLowerCase()) return false;
    return itemPort === '*' || (itemPort ?? defaultPort(entry.protocol)) === port;
  });
}

/** The refusal of an entry on an origin the list does not name: it says which list, and what it holds. */
export const overrideOriginRefused = (allowed: readonly string[], entry: URL) =>
  `${entry.origin} is not an origin OVERRIDE_ORIGINS allows (${allowed.join(', ')}): an override loads only from those`;
