import type { TFunction } from 'i18next';
import { ApiRequestError } from '@tabula/shared';

/**
 * The API's own message says what was wrong ('Choose a table', 'Your order is empty'); without an
 * answer the guest is told to check the connection.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.status !== 0 && error.body.message) return error.body.message;
  if (error instanceof ApiRequestError) return t('errors.network');
  return t('errors.generic');
}
