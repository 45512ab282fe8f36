import { useCallback, useEffect, useState } from 'react';
import { venueByUuid, venueTables, type VenueSlim } from '@tabula/shared';

export type VenueByUuid =
  | { status: 'loading' }
  | { status: 'ready'; venue: VenueSlim; tables: string[]; tablesFailed: boolean }
  | { status: 'not-found' }
  | { status: 'failed' };

/**
 * The venue a QR code names by uuid, which need not be the venue of this host: it is this page's own data,
 * not the store's venue.
 */
export function useVenueByUuid(uuid: string): VenueByUuid & { retry: () => void } {
  const [state, setState] = useState<VenueByUuid>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    void Promise.all([venueByUuid(uuid), venueTables(uuid)]).then(([venue, tables]) => {
      if (!active) return;
      if (venue.ok) {
        setState({ status: 'ready', venue: venue.body, tables: tables.ok ? tables.body : [], tablesFailed: !tables.ok });
      } else {
        // A malformed uuid (400) names no venue either.
        setState({ status: venue.status === 404 || venue.status === 400 ? 'not-found' : 'failed' });
      }
    });
    return () => {
      active = false;
    };
  }, [uuid, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
