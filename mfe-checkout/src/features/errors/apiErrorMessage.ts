import type { TFunction } from 'i18next';
import { ApiRequestError } from '@tabula/shared';

/** The API's schema errors ('body/tip_amount must be <= 10000') are written for developers. */
const SCHEMA_ERROR = /^(body|params|querystring|headers)\b/;

/**
 * The API's own message says what was wrong ('Choose a table', 'Your order is empty'). A schema error or
 * a server failure is not for guests: they are told plainly instead. Without an answer the guest is told
 * to check the connection.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return t('errors.generic');
  if (error.status === 0) return t('errors.network');
  if (error.status >= 500) return t('errors.generic');
  if (error.status === 400 && SCHEMA_ERROR.test(error.body.message)) return t('checkout.refused');
  return error.body.message || t('errors.generic');
}
