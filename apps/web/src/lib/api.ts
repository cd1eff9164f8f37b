/**
 * The one fetch client (ARCHITECTURE "only one way"): base /api, JSON in and out, the stored bearer
 * token on every request, errors thrown as ApiError carrying the server's pt-BR message.
 */
import type { ApiErrorBody } from '@livro-caixa/domain';
import { clearSession, getToken } from './session';

const BASE = '/api';

/** A 401 on these means wrong credentials, not an expired session. */
const CREDENTIAL_PATHS = new Set(['/auth/login', '/auth/register']);

export class ApiError extends Error {
  readonly status: number;
  /** The server's error body; null on network failures or non-JSON answers. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: ApiErrorBody | null) {
    super(body?.message ?? (status ? `HTTP ${status}` : 'Falha de rede'));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The server's message when there is one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${BASE}${path}${search ? `?${search}` : ''}`;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  // Headers are read synchronously, so a request fired just before logout still carries its token.
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // A file upload: the browser writes the multipart Content-Type with its boundary.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }

  if (response.ok) return response;

  let errorBody: ApiErrorBody | null = null;
  try {
    const parsed: unknown = await response.json();
    if (isErrorBody(parsed)) errorBody = parsed;
  } catch {
    // Not JSON (proxy error page, …): no server message to show.
  }
  // A 401 outside login/register while a token is stored ends the session. The route
  // guards then send the user to /login.
  if (response.status === 401 && !CREDENTIAL_PATHS.has(path) && getToken()) {
    clearSession({ expired: true });
  }
  throw new ApiError(response.status, errorBody);
}

/** JSON request; resolves to undefined for 204 / empty answers. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Binary download (PDF, CSV, backup file), with the filename from Content-Disposition if any. */
export async function requestBlob(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, options);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), filename: match?.[1] ? decodeURIComponent(match[1]) : null };
}

type Opts = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Opts) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Opts) => request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Opts) => request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Opts) => request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: Opts) => request<T>(path, { ...options, method: 'DELETE' }),
};
