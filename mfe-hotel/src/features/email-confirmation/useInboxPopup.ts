import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { TIMINGS_MS } from '@tabula/shared';

/**
 * Opens the link in a popup that closes after 4.7 s. When the browser blocks popups the click is left to the
 * link itself, which opens a new tab.
 */
export function useInboxPopup(url: string): (event: MouseEvent<HTMLAnchorElement>) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const popup = window.open(url, 'tabula-inbox', 'popup,width=480,height=720');
      if (!popup) return;
      event.preventDefault();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => popup.close(), TIMINGS_MS.emailPopupAutoClose);
    },
    [url],
  );
}
