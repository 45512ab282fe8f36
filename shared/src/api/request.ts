import { attach, combine } from 'effector';
import { $sessionId } from '../model/session/state';
import { $tabId } from '../model/tab/state';
import { NO_TAB } from '../storage/keys';
import { apiConfig } from './config';
import { takePrimedResponse } from './primed';
import { isRefusalCode } from '../entities/refusals';
import { NETWORK_ERROR, type ApiError, type ApiResult } from './result';

/** Explicit ids win over the ones the guest's stores hold. */
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
  /** Only the calls about a hotel guest's session or tab send guest-session-uuid. */
  withSession?: boolean;
}

/** The guest's ids a request carries: the tab, and the hotel guest session where the call takes it. */
interface RequestIds {
  tabId: string | null;
  sessionId: string | null;
}

function buildHeaders(spec: RequestSpec, ids: RequestIds): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const { venueSlug } = apiConfig();
  if (venueSlug) headers['x-venue-slug'] = venueSlug;
  if (ids.tabId && ids.tabId !== NO_TAB) headers['tab-uuid'] = ids.tabId;
  if (spec.withSession && ids.sessionId) headers['guest-session-uuid'] = ids.sessionId;
  return { ...headers, ...spec.headers };
}

export function buildUrl(spec: Pick<RequestSpec, 'path' | 'query'>): string {
  const search = spec.query ? `?${new URLSearchParams(spec.query).toString()}` : '';
  return `${apiConfig().baseUrl}${spec.path}${search}`;
}

function asApiError(body: unknown, status: number): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { message, error, statusCode, code } = body as Record<string, unknown>;
    return {
      message: typeof message === 'string' ? message : typeof error === 'string' ? error : `HTTP ${status}`,
      ...(isRefusalCode(code) ? { code } : {}),
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

async function send(spec: RequestSpec, ids: RequestIds, signal: AbortSignal | undefined): Promise<ApiResult<unknown>> {
  const headers = buildHeaders(spec, ids);
  const primed = spec.method === 'GET' && !spec.query ? takePrimedResponse(spec.path, headers) : undefined;
  if (primed) return result(primed.status, primed.body);
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(spec), {
      method: spec.method,
      headers,
      credentials: 'include',
      ...(spec.body !== undefined ? { body: JSON.stringify(spec.body) } : {}),
      ...(signal ? { signal } : {}),
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
  return result(response.status, body);
}

/**
 * Every request reads the guest's ids from the stores through attach: a call made in an effect of a
 * forked scope (a test, a server render) carries that scope's tab and session, never another's.
 */
const sendFx = attach({
  source: combine({ tabId: $tabId, sessionId: $sessionId }),
  effect: (stored: RequestIds, { spec, options }: { spec: RequestSpec; options: CallOptions }) =>
    send(
      spec,
      {
        tabId: options.tabId !== undefined ? options.tabId : stored.tabId,
        sessionId: options.sessionId !== undefined ? options.sessionId : stored.sessionId,
      },
      options.signal,
    ),
});

/** Never throws: screens map each status to the error catalogue the guest sees. */
export function request<T>(spec: RequestSpec, options: CallOptions = {}): Promise<ApiResult<T>> {
  return sendFx({ spec, options }) as Promise<ApiResult<T>>;
}
