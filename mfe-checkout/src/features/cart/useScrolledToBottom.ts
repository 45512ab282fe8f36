import { useCallback, useEffect, useState } from 'react';

// A few pixels of slack: mobile browsers report fractional scroll positions.
const SLACK_PX = 4;

function atBottom(): boolean {
  const page = document.documentElement;
  return window.innerHeight + window.scrollY >= page.scrollHeight - SLACK_PX;
}

/**
 * Whether the guest has seen the whole cart (Place Order stays inert until they have), and a way to take
 * them there. Once reached it stays reached, so scrolling back up to check a line does not disable
 * the button again. Measuring waits for `measuring`: a loading screen is always 'at the bottom'.
 */
export function useScrolledToBottom(measuring: boolean): { reached: boolean; scrollToBottom: () => void } {
  const [reached, setReached] = useState(false);

  useEffect(() => {
    if (reached || !measuring) return undefined;
    const update = () => {
      if (atBottom()) setReached(true);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [reached, measuring]);

  const scrollToBottom = useCallback(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' });
    setReached(true);
  }, []);

  return { reached, scrollToBottom };
}
