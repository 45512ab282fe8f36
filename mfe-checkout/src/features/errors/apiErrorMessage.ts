import type { TFunction } from 'i18next';
import { ApiRequestError, refusalCode } from '@tabula/shared';

/**
 * A failed call as the guest reads it, in their language. The API names what a refusal is about in its
 * `code`, which is worded here; its English `message` is for developers and is never shown. A refusal
 * without a code, a server failure or no answer at all is told plainly.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  const code = refusalCode(error);
  if (code) return t(`refusals.${code}`);
  if (!(error instanceof ApiRequestError)) return t('errors.generic');
  if (error.status === 0) return t('errors.network');
  if (error.status >= 500) return t('errors.generic');
  return t('checkout.refused');
}
