import { expect, test } from '../support/test';

const BISTRO = 'http://bistro.localhost:8080';

test('the shell is served with its Content-Security-Policy and the usual security headers', async ({ page }) => {
  const response = await page.goto(`${BISTRO}/menu`);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self' http://localhost:8081");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page that breaks the policy fails its test', async ({ page }) => {
  // The guard every spec gets fails this test after its body: that failure is the expected outcome.
  test.fail();
  await page.goto(`${BISTRO}/menu`);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
  });
  await expect.poll(() => page.evaluate(() => (window as { injected?: boolean }).injected ?? false)).toBe(false);
});
