import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $venueByUuid, enterTableOpened, enterTableRetried, type VenueByUuid } from './model';

/** The venue the page's QR code names, from the enter-table model, asked for when the uuid opens. */
export function useVenueByUuid(uuid: string): VenueByUuid & { retry: () => void } {
  const { answer, opened, retry } = useUnit({ answer: $venueByUuid, opened: enterTableOpened, retry: enterTableRetried });
  useEffect(() => {
    opened(uuid);
  }, [opened, uuid]);
  const state: VenueByUuid = answer?.uuid === uuid ? answer.state : { status: 'loading' };
  return { ...state, retry };
}
