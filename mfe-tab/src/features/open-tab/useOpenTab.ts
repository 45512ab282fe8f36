import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { TIMINGS_MS, createOrderWithTab, tabStarted } from '@tabula/shared';
import { openTabErrorKey, useTimedMessage } from '../tab-form';

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
  const [errorKey, showError] = useTimedMessage<ReturnType<typeof openTabErrorKey>>(TIMINGS_MS.createTabErrorVisible);
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
      redirect.current = setTimeout(() => navigate('/menu'), TIMINGS_MS.openTabRedirect);
    },
    [navigate, showError, startTab],
  );

  return { open, pending, errorKey };
}
