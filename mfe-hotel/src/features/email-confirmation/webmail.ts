const WEBMAIL: Record<string, string> = {
  'gmail.com': 'https://mail.google.com/',
  'googlemail.com': 'https://mail.google.com/',
  'outlook.com': 'https://outlook.live.com/mail/',
  'hotmail.com': 'https://outlook.live.com/mail/',
  'live.com': 'https://outlook.live.com/mail/',
  'msn.com': 'https://outlook.live.com/mail/',
  'yahoo.com': 'https://mail.yahoo.com/',
  'icloud.com': 'https://www.icloud.com/mail/',
  'me.com': 'https://www.icloud.com/mail/',
  'proton.me': 'https://mail.proton.me/',
  'protonmail.com': 'https://mail.proton.me/',
  'aol.com': 'https://mail.aol.com/',
};

/** The web mail site of the guest's address: a known provider's inbox, else the domain's own site. */
export function webmailUrl(email: string): string {
  const domain = email.trim().split('@').pop()?.toLowerCase() ?? '';
  return WEBMAIL[domain] ?? `https://${domain}/`;
}
