import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { $hasTab, $tabId, $tabLink, $venueUuid, checkTabFx, failureStatus } from '@tabula/shared';

/**
 * When the bar mounts with a tab, the API is asked whether the tab still stands. The shared model
 * turns a 403 into the tab-expired overlay and any other refusal into a cleared tab; leaving for / is this
 * screen's part. Each tab is checked once per mount, also under StrictMode's double effects.
 */
export function useTabCheck(): void {
  const [tabId, tabLink, hasTab, venueUuid, checkTab] = useUnit([$tabId, $tabLink, $hasTab, $venueUuid, checkTabFx]);
  const navigate = useNavigate();
  const checked = useRef<string | null>(null);
  useEffect(() => {
    if (!hasTab || !tabId || !venueUuid || checked.current === tabId) return;
    checked.current = tabId;
    checkTab({ tabId, venueUuid, tabLink: tabLink ?? '' }).catch((error: unknown) => {
      const status = failureStatus(error);
      if (status !== 0 && status !== 403) navigate('/', { replace: true });
    });
  }, [checkTab, hasTab, navigate, tabId, tabLink, venueUuid]);
}
