import { useCallback, useState } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { joinTab, tabStarted } from '@tabula/shared';
import { joinTabErrorKey } from '../tab-form';

export interface JoinTabRequest {
  venueUuid: string;
  table: string;
  password: string;
}

export function useJoinTab() {
  const startTab = useUnit(tabStarted);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<ReturnType<typeof joinTabErrorKey> | null>(null);

  const join = useCallback(
    async ({ venueUuid, table, password }: JoinTabRequest) => {
      setErrorKey(null);
      setPending(true);
      const result = await joinTab({ venue_uuid: venueUuid, table_number: table, password });
      setPending(false);
      if (!result.ok) {
        setErrorKey(joinTabErrorKey(result.status));
        return;
      }
      const { tab_uuid, tab_link, order_uuid, table_number, tab_password } = result.body;
      startTab({ tab_uuid, tab_link, order_uuid, table_number, tab_password });
      navigate('/menu');
    },
    [navigate, startTab],
  );

  return { join, pending, errorKey, clearError: () => setErrorKey(null) };
}
