import { webmailUrl } from './webmail';

describe('webmailUrl', () => {
  it('opens the inbox of a known provider', () => {
    expect(webmailUrl('someone@gmail.com')).toBe('https://mail.google.com/');
    expect(webmailUrl(' Someone@Hotmail.com ')).toBe('https://outlook.live.com/mail/');
  });

  it("opens the domain's own site otherwise", () => {
    expect(webmailUrl('papadopoulos@example.com')).toBe('https://example.com/');
  });
});
