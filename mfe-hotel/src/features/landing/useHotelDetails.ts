import { useCallback, useEffect, useState } from 'react';
import { hotelDetails, type HotelDetails } from '@tabula/shared';

export type HotelDetailsState = { status: 'loading' } | { status: 'ready'; hotel: HotelDetails } | { status: 'failed' };

/** The hotel page's venues; only this page shows them, so they are the page's own data, not the store's. */
export function useHotelDetails(): HotelDetailsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The answer is kept with the attempt it settles, so a retry reads as loading until its own answer.
  const [answer, setAnswer] = useState<{ attempt: number; state: HotelDetailsState } | null>(null);
  useEffect(() => {
    let active = true;
    void hotelDetails().then((result) => {
      if (active) setAnswer({ attempt, state: result.ok ? { status: 'ready', hotel: result.body } : { status: 'failed' } });
    });
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: HotelDetailsState = answer?.attempt === attempt ? answer.state : { status: 'loading' };
  return { ...state, retry };
}
