import { useCallback, useEffect, useState } from 'react';
import { hotelDetails, type HotelDetails } from '@tabula/shared';

export type HotelDetailsState = { status: 'loading' } | { status: 'ready'; hotel: HotelDetails } | { status: 'failed' };

/** The hotel page's venues; only this page shows them, so they are the page's own data, not the store's. */
export function useHotelDetails(): HotelDetailsState & { retry: () => void } {
  const [state, setState] = useState<HotelDetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    void hotelDetails().then((result) => {
      if (active) setState(result.ok ? { status: 'ready', hotel: result.body } : { status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
