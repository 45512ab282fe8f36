import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS_MS, sendSessionEmail } from '@tabula/shared';

export type ResendResult = 'sent' | 'failed';

export function useResendEmail(email: string) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ResendResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const resend = useCallback(async () => {
    clearTimeout(timer.current);
    setResult(null);
    setPending(true);
    const answer = await sendSessionEmail(email);
    setPending(false);
    setResult(answer.ok ? 'sent' : 'failed');
    timer.current = setTimeout(() => setResult(null), TIMINGS_MS.emailMessageClear);
  }, [email]);

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setResult(null);
  }, []);

  return { resend, pending, result, dismiss };
}
