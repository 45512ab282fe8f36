import { expect, test as base } from '@playwright/test';

/** What a page logs for each Content-Security-Policy violation (the init script below). */
const VIOLATION = 'CSP violation:';

/**
 * Every spec imports `test` and `expect` from here: an automatic fixture fails a test whose pages
 * broke the Content-Security-Policy, which the browser would otherwise only log. Each page of the
 * test's context reports its `securitypolicyviolation` events on the console, and Chromium's own
 * "Refused to ..." console errors are caught as well.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript((prefix: string) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || event.documentURI}`,
          );
        });
      }, VIOLATION);
      context.on('console', (message) => {
        const text = message.text();
        if (text.startsWith(VIOLATION) || (message.type() === 'error' && /Content Security Policy/.test(text))) violations.push(text);
      });
      await use(violations);
      expect(violations, 'the page broke its Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
