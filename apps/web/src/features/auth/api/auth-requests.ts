/**
 * The auth calls that need no query cache: the login screen and the start-up session check use
 * them, so they stay out of TanStack Query's chunk (ADR 025). auth-api.ts re-exports them.
 */
import type { AuthResponse, LoginInput, RegisterData, User } from '@livro-caixa/domain';
import { api } from '../../../lib/api';

export function login(input: LoginInput) {
  return api.post<AuthResponse>('/auth/login', input);
}

export function register(data: RegisterData) {
  return api.post<AuthResponse>('/auth/register', data);
}

/** GET /auth/me's answer, read as `user` or as `{ user }`. */
export async function fetchMe(): Promise<User> {
  const body = await api.get<User | { user: User }>('/auth/me');
  return 'user' in body ? body.user : body;
}

export function logoutRequest() {
  return api.post<void>('/auth/logout');
}
