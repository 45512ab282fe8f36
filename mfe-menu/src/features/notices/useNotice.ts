import { useCallback, useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $notice, noticeClosed, noticeShown } from './model';

/** The page's snackbar: the message showing, a way to show one for its time, and to close it. It goes with the page. */
export function useNotice() {
  const { t } = useTranslation();
  const [notice, shown, close] = useUnit([$notice, noticeShown, noticeClosed]);
  const show = useCallback((text: string, ms: number) => shown({ message: { text }, ms }), [shown]);
  useEffect(() => close, [close]);
  const message = notice === null ? null : 'key' in notice ? t(notice.key) : notice.text;
  return { message, show, close };
}
