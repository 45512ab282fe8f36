import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useSearchParams } from 'react-router-dom';
import { $tableNumber, guestSessionStarted, originRecorded } from '@tabula/shared';

export interface LinkParams {
  /**
   * The table the link names (?table=), else the one the guest already chose (the landing's picker, a
   * table link): the form keeps it fixed, so the guest is not asked twice.
   */
  table: string | null;
}

/**
 * Reads what a link into the tab forms carries: where the guest came from, the table, and a hotel
 * guest's session (sessionid, room_no), which the API client then sends with the tab it opens.
 */
export function useLinkParams(): LinkParams {
  const [params] = useSearchParams();
  const [recordOrigin, startSession, chosenTable] = useUnit([originRecorded, guestSessionStarted, $tableNumber]);
  const from = params.get('from');
  const sessionId = params.get('sessionid')?.trim();
  const room = params.get('room_no');
  useEffect(() => {
    if (from) recordOrigin(from);
  }, [from, recordOrigin]);
  // The shared session model keeps only a uuid, so a mangled link cannot break the tab calls.
  useEffect(() => {
    if (sessionId) startSession({ guest_session_uuid: sessionId, room_number: room || null });
  }, [sessionId, room, startSession]);
  return { table: params.get('table')?.trim() || chosenTable || null };
}
