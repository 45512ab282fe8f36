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
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt} ${uuid}`;
  // The answer is kept with the request it settles, so a new uuid or a retry reads as loading until its own answer.
  const [answer, setAnswer] = useState<{ request: string; state: VenueByUuid } | null>(null);
  useEffect(() => {
    let active = true;
    void Promise.all([venueByUuid(uuid), venueTables(uuid)]).then(([venue, tables]) => {
      if (!active) return;
      if (venue.ok) {
        setAnswer({
          request,
          state: { status: 'ready', venue: venue.body, tables: tables.ok ? tables.body : [], tablesFailed: !tables.ok },
        });
      } else {
        // A malformed uuid (400) names no venue either.
        setAnswer({ request, state: { status: venue.status === 404 || venue.status === 400 ? 'not-found' : 'failed' } });
      }
    });
    return () => {
      active = false;
    };
  }, [request, uuid]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: VenueByUuid = answer?.request === request ? answer.state : { status: 'loading' };
  return { ...state, retry };
}
