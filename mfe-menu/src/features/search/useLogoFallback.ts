import { useEffect, useState } from 'react';
import { readStored, TIMINGS_MS } from '@tabula/shared';

/** The search bar waits 3 s for the venue's logo before showing the one stored from an earlier visit. */
export const LOGO_FALLBACK_MS = TIMINGS_MS.searchLogoFallback;

/**
 * The venue's logo; if it has not arrived after 3 s (the venue is still loading or failed), the logo
 * stored from an earlier visit. Null when there is neither.
 */
export function useLogoFallback(venueLogo: string | null | undefined): string | null {
  const [fallback, setFallback] = useState<string | null>(null);
  useEffect(() => {
    if (venueLogo) return undefined;
    const timer = setTimeout(() => setFallback(readStored('logo')), LOGO_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [venueLogo]);
  return venueLogo || fallback;
}
