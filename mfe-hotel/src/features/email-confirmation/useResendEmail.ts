import { useUnit } from 'effector-react';
import { $resendPending, $resendResult, resendDismissed, resendRequested } from './model';

/** 'Send again' on the confirmation screen, read from the resend model. */
export function useResendEmail(email: string) {
  const { pending, result, request, dismiss } = useUnit({
    pending: $resendPending,
    result: $resendResult,
    request: resendRequested,
    dismiss: resendDismissed,
  });
  return { resend: () => request(email), pending, result, dismiss };
}
