import { NO_TAB } from '../storage/keys';
import { apiConfig, apiContext } from './config';
import { takePrimedResponse } from './primed';
import { NETWORK_ERROR, type ApiError, type ApiResult } from './result';

/** Explicit ids win over the registered store getters; effects pass them so forked scopes stay isolated. */
export interface CallOptions {
  tabId?: string | null;
  sessionId?: string | null;
  signal?: AbortSignal;
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Spec §7 sends guest-session-uuid only on some calls. */
  withSession?: boolean;
}

export function buildHeaders(spec: RequestSpec, options: CallOptions = {}): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const { venueSlug } = apiConfig();
  if (venueSlug) headers['x-venue-slug'] = venueSlug;
  const tabId = options.tabId !== undefined ? options.tabId : apiContext().tabId();
  if (tabId && tabId !== NO_TAB) headers['tab-uuid'] = tabId;
  if (spec.withSession) {
    const sessionId = options.sessionId !== undefined ? options.sessionId : apiContext().sessionId();
    if (sessionId) headers['guest-session-uuid'] = sessionId;
  }
  return { ...headers, ...spec.headers };
}

export function buildUrl(spec: Pick<RequestSpec, 'path' | 'query'>): string {
  const search = spec.query ? `?${new URLSearchParams(spec.query).toString()}` : '';
  return `${apiConfig().baseUrl}${spec.path}${search}`;
}

function asApiError(body: unknown, status: number): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { message, error, statusCode } = body as Record<string, unknown>;
    return {
      message: typeof message === 'string' ? message : typeof error === 'string' ? error : `HTTP ${status}`,
      ...(typeof statusCode === 'number' ? { statusCode } : {}),
      ...(typeof error === 'string' ? { error } : {}),
    };
  }
  return { message: typeof body === 'string' && body ? body : `HTTP ${status}` };
}

function result<T>(status: number, body: unknown): ApiResult<T> {
  if (status >= 200 && status < 300) return { ok: true, status, body: body as T };
  return { ok: false, status, body: asApiError(body, status) };
}

/** Never throws: screens map each status to the error catalogue of spec §8. */
export async function request<T>(spec: RequestSpec, options: CallOptions = {}): Promise<ApiResult<T>> {
  const headers = buildHeaders(spec, options);
  const primed = spec.method === 'GET' && !spec.query ? takePrimedResponse(spec.path, headers) : undefined;
  if (primed) return result<T>(primed.status, primed.body);
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(spec), {
      method: spec.method,
      headers,
      credentials: 'include',
      ...(spec.body !== undefined ? { body: JSON.stringify(spec.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    text = await response.text();
  } catch {
    return NETWORK_ERROR;
  }
  let body: unknown = null;
  // Calls whose answer the spec leaves unshown may reply with an empty body.
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      return NETWORK_ERROR;
    }
  }
  return result<T>(response.status, body);
}
