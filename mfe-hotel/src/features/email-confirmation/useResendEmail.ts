import { useCallback, useEffect, useRef, useState } from 'react';
import { sendSessionEmail } from '@tabula/shared';

/** Spec §9: the resend result is cleared after 5 s. */
export const RESEND_MESSAGE_MS = 5000;

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
    timer.current = setTimeout(() => setResult(null), RESEND_MESSAGE_MS);
  }, [email]);

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setResult(null);
  }, []);

  return { resend, pending, result, dismiss };
}
