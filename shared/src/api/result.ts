import { isRefusalCode, type RefusalCode } from '../entities/refusals';

export interface ApiError {
  /** English, for developers; a guest's screen words the refusal from `code`. */
  message: string;
  /** What the refusal is about, when the API names it. */
  code?: RefusalCode;
  statusCode?: number;
  error?: string;
}

export type ApiResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: ApiError };

/** Status 0: the request never produced a readable answer. */
export const NETWORK_ERROR: ApiResult<never> = { ok: false, status: 0, body: { message: 'Network error' } };

/** A failed call, thrown by effects so that `fx.fail` carries the status the error catalogue maps. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.body;
  throw new ApiRequestError(result.status, result.body);
}

/** The status of a failure, 0 when it was not an API answer. */
export function failureStatus(error: unknown): number {
  return error instanceof ApiRequestError ? error.status : 0;
}

/** The refusal's code, when the failure was an API answer that named one. */
export function refusalCode(error: unknown): RefusalCode | null {
  return error instanceof ApiRequestError && isRefusalCode(error.body.code) ? error.body.code : null;
}
