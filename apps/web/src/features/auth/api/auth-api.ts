import {
  type AuthResponse,
  type CompanyType,
  FALLBACK_COMPANY_TYPES,
  type ForgotPasswordInput,
  type MailStatus,
} from '@livro-caixa/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type ApiError, api } from '../../../lib/api';
import { setSession } from '../../../lib/session';
import { login, register } from './auth-requests';

export { fetchMe, login, logoutRequest, register } from './auth-requests';

/** Public list; on failure the register form offers FALLBACK_COMPANY_TYPES. */
export const companyTypesQuery = queryOptions({
  queryKey: ['company-types'],
  queryFn: () => api.get<CompanyType[]>('/company-types'),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  select: (types): readonly CompanyType[] => (Array.isArray(types) && types.length ? types : FALLBACK_COMPANY_TYPES),
});

/** Login and register both end the same way: keep the session and go to /dashboard. */
function useAuthMutation<T>(mutationFn: (input: T) => Promise<AuthResponse>) {
  const navigate = useNavigate();
  return useMutation<AuthResponse, ApiError, T>({
    mutationFn,
    onSuccess: ({ token, user }) => {
      setSession({ token, user });
      navigate('/dashboard', { replace: true });
    },
  });
}

export const useLoginMutation = () => useAuthMutation(login);
export const useRegisterMutation = () => useAuthMutation(register);

/** Whether the server sends e-mail: without it, recovery by e-mail is not offered. */
export const mailStatusQuery = queryOptions({
  queryKey: ['auth', 'email-status'],
  queryFn: () => api.get<MailStatus>('/auth/email-status'),
  staleTime: 5 * 60_000,
  retry: false,
});

/** 'Esqueci minha senha': the same answer whether or not the e-mail has an account. */
export function useForgotPassword() {
  return useMutation<{ message: string }, ApiError, ForgotPasswordInput>({
    mutationFn: (data) => api.post<{ message: string }>('/auth/forgot-password', data),
  });
}

export function useResetPassword() {
  return useMutation<{ message: string }, ApiError, { token: string; password: string }>({
    mutationFn: (data) => api.post<{ message: string }>('/auth/reset-password', data),
  });
}
