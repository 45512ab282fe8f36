/** Stripe.js and the frames it opens, as Stripe documents its Content-Security-Policy needs. */
const STRIPE = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  images: ['https://*.stripe.com'],
};

/**
 * The policy of every HTML page the API serves (the shell, the API docs):
 * - scripts: this origin, the remotes of the registry, Stripe.js. No inline script and no eval: the
 *   shell's HTML carries data only in <script type="application/json"> blocks, which do not run.
 * - styles: this origin and the remotes (their CSS files), and 'unsafe-inline' because Mantine
 *   writes <style> elements at run time (MantineProvider's CSS variables, component styles);
 *   style attributes React sets through the CSSOM would not need it.
 * - images: this origin, the remotes (their bundled images), data: (the venues' images are inline
 *   SVG data URIs) and blob:, and Stripe's.
 * - fonts: this origin only (Open Sans is bundled with the shell).
 * - connections: this origin (the API), the remotes (mf-manifest.json), Stripe's API.
 * - frames: Stripe's only; nobody may frame the app (frame-ancestors 'none').
 * `sockets`: the WebSocket origins of an operator's overridden remotes (their dev servers' hot
 * refresh), for that browser's pages only.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[], sockets: readonly string[] = []): string {
  const remotes = [...remoteOrigins];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...STRIPE.scripts]],
    ['style-src', ["'self'", ...remotes, "'unsafe-inline'"]],
    ['img-src', ["'self'", ...remotes, 'data:', 'blob:', ...STRIPE.images]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...remotes, ...sockets, ...STRIPE.connect]],
    ['frame-src', STRIPE.frames],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Everything else the API answers (JSON, scripts, styles, images) is never a document: it may load nothing. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";
