import { useCallback, useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $notice, noticeClosed, noticeShown } from './model';

/** The page's snackbar: the message showing, a way to show one for its time, and to close it. It goes with the page. */
export function useNotice() {
  const [message, shown, close] = useUnit([$notice, noticeShown, noticeClosed]);
  const show = useCallback((text: string, ms: number) => shown({ message: text, ms }), [shown]);
  useEffect(() => close, [close]);
  return { message, show, close };
}
