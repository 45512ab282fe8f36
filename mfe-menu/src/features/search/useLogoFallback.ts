import { useEffect, useState } from 'react';
import { TIMINGS_MS } from '@tabula/shared';

/** The search bar waits 3 s for the venue's logo before showing the one stored from an earlier visit. */
export const LOGO_FALLBACK_MS = TIMINGS_MS.searchLogoFallback;

/**
 * The logo the kernel keeps under the `logo` key each time the venue loads, from this visit or an earlier
 * one. Private browsing or blocked storage throws on access; there is then no stored logo.
 */
function storedLogo(): string | null {
  try {
    return window.localStorage.getItem('logo');
  } catch {
    return null;
  }
}

/**
 * The venue's logo; if it has not arrived after 3 s (the venue is still loading or failed), the logo
 * stored from an earlier visit. Null when there is neither.
 */
export function useLogoFallback(venueLogo: string | null | undefined): string | null {
  const [fallback, setFallback] = useState<string | null>(null);
  useEffect(() => {
    if (venueLogo) return undefined;
    const timer = setTimeout(() => setFallback(storedLogo()), LOGO_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [venueLogo]);
  return venueLogo || fallback;
}
