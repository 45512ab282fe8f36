import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $hotelDetails, hotelDetailsRetried, hotelPageOpened, type HotelDetailsState } from './hotelModel';

/** The hotel page's venues from the hotel model, asked for when the page opens. */
export function useHotelDetails(): HotelDetailsState & { retry: () => void } {
  const { state, opened, retry } = useUnit({ state: $hotelDetails, opened: hotelPageOpened, retry: hotelDetailsRetried });
  useEffect(() => {
    opened();
  }, [opened]);
  return { ...state, retry };
}
