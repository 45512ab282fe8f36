import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { createOrderWithTab, openTabErrorKey, tabStarted } from '@tabula/shared';
import { useTimedMessage } from '../tab-form/useTimedMessage';

/** Spec §9: the create-tab error hides after 8 s; the menu follows a successful open after 200 ms. */
export const CREATE_TAB_ERROR_MS = 8000;
export const OPEN_TAB_REDIRECT_MS = 200;

export interface OpenTabRequest {
  venueUuid: string;
  table: string;
  firstName: string;
  lastName: string;
}

export function useOpenTab() {
  const startTab = useUnit(tabStarted);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [errorKey, showError] = useTimedMessage<ReturnType<typeof openTabErrorKey>>(CREATE_TAB_ERROR_MS);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const open = useCallback(
    async ({ venueUuid, table, firstName, lastName }: OpenTabRequest) => {
      showError(null);
      setPending(true);
      const result = await createOrderWithTab({
        venue_uuid: venueUuid,
        table_number: table,
        first_name: firstName.trim(),
        last_name: lastName.trim(),
      });
      if (!result.ok) {
        setPending(false);
        showError(openTabErrorKey(result.status));
        return;
      }
      const { tab_uuid, tab_link, order_uuid, table_number, tab_password } = result.body;
      startTab({ tab_uuid, tab_link, order_uuid, table_number, tab_password });
      redirect.current = setTimeout(() => navigate('/menu'), OPEN_TAB_REDIRECT_MS);
    },
    [navigate, showError, startTab],
  );

  return { open, pending, errorKey };
}
