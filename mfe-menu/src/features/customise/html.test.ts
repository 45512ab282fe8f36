import { sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it('keeps formatting and removes scripts and handlers', () => {
    const clean = sanitizeHtml('<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror=alert(1)></p>');
    expect(clean).toBe('<p>Hi <b>there</b><img src="x"></p>');
  });

  it('handles empty input', () => {
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
