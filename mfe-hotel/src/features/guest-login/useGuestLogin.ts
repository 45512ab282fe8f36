import { useCallback, useState } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { customerGuestSession, guestSessionStarted, tabStarted } from '@tabula/shared';
import { loginErrorKey } from './loginError';

export interface GuestLogin {
  venueUuid: string;
  surname: string;
  room: string;
  /** YYYY-MM-DD */
  checkout: string;
  table: string | null;
}

/**
 * Spec §4: the login opens a guest session (kept with its cookies until check-out) and a tab with an order,
 * then the menu; a refusal reads 'something went wrong!', or asks the guest to wait after too many attempts.
 */
export function useGuestLogin() {
  const [startSession, startTab] = useUnit([guestSessionStarted, tabStarted]);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<ReturnType<typeof loginErrorKey> | null>(null);

  const login = useCallback(
    async ({ venueUuid, surname, room, checkout, table }: GuestLogin) => {
      setErrorKey(null);
      setPending(true);
      const result = await customerGuestSession(venueUuid, {
        surname: surname.trim(),
        room_number: room.trim(),
        checkout_date: checkout,
        table_number: table ?? '',
      });
      setPending(false);
      if (!result.ok) {
        setErrorKey(loginErrorKey(result.status));
        return;
      }
      const { guest_account, tab_uuid, tab_link, order_uuid, table_number, tab_password } = result.body;
      startSession({
        guest_session_uuid: guest_account.guest_session_uuid,
        room_number: room.trim(),
        check_out_datetime: guest_account.check_out_datetime,
        venue_uuid: venueUuid,
      });
      startTab({ tab_uuid, tab_link, order_uuid, table_number, tab_password });
      navigate('/menu');
    },
    [navigate, startSession, startTab],
  );

  return { login, pending, errorKey };
}
