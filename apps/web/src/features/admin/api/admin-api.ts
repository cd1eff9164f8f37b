import type {
  AdminDashboard,
  AdminTenant,
  AdminTenantUpdate,
  AdminUser,
  AdminUserCreate,
  AdminUserUpdate,
  Closing,
  ClosingList,
  Pagination,
  User,
  UserMetrics,
} from '@livro-caixa/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../../lib/api';
import type { DataResponse } from '../../../lib/api-types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export const PAGE_SIZE = 20;

/** A period of the admin screens: both dates or none (all time). */
export interface Period {
  startDate: string;
  endDate: string;
}

export const ALL_TIME: Period = { startDate: '', endDate: '' };

const ROOT = 'admin';

export function adminDashboardQuery(period: Period) {
  return queryOptions({
    queryKey: [ROOT, 'dashboard', period],
    queryFn: ({ signal }) => api.get<AdminDashboard>('/admin/dashboard', { query: { ...period }, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface AdminUserList {
  users: AdminUser[];
  pagination: Pagination;
}

export function adminUsersQuery(search: string, page: number) {
  return queryOptions({
    queryKey: [ROOT, 'users', { search, page }],
    queryFn: ({ signal }) =>
      api.get<AdminUserList>('/admin/users', { query: { search, page, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const adminTenantsQuery = queryOptions({
  queryKey: [ROOT, 'tenants'],
  queryFn: ({ signal }) => api.get<{ tenants: AdminTenant[] }>('/admin/tenants', { signal }),
  select: (body) => body.tenants ?? [],
});

/** The months a company closed or reopened (newest first), for the admin's 'Fechamentos'. */
export function tenantClosingsQuery(tenantId: number) {
  return queryOptions({
    queryKey: [ROOT, 'tenants', tenantId, 'closings'],
    queryFn: ({ signal }) => api.get<ClosingList>(`/admin/tenants/${tenantId}/closings`, { signal }),
    select: (body) => body.data,
  });
}

/** The admin reopens a month of any company; the list and the activity on the dashboard follow. */
export function useAdminReopenMonth() {
  const invalidate = useInvalidateAdmin();
  const queryClient = useQueryClient();
  return useMutation<Closing, ApiError, { tenantId: number; month: string }>({
    mutationFn: ({ tenantId, month }) => api.post<Closing>(`/admin/tenants/${tenantId}/closings/${month}/reopen`),
    onSuccess: () => {
      void invalidate();
      // The admin's own company may be the one: its closing screen and lists refetch too.
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.closings] });
      void queryClient.invalidateQueries({ queryKey: ['closing'] });
    },
  });
}

export function userMetricsQuery(id: number, period: Period) {
  return queryOptions({
    queryKey: [ROOT, 'metrics', id, period],
    queryFn: ({ signal }) => api.get<UserMetrics>(`/admin/users/${id}/metrics`, { query: { ...period }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Any change to users or companies moves the lists, the dashboard's counts and the metrics. */
function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ROOT] });
}

export function useCreateUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation<DataResponse<User>, ApiError, AdminUserCreate>({
    mutationFn: (data) => api.post<DataResponse<User>>('/admin/users', data),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation<DataResponse<User>, ApiError, { id: number; data: AdminUserUpdate }>({
    mutationFn: ({ id, data }) => api.put<DataResponse<User>>(`/admin/users/${id}`, data),
    onSuccess: invalidate,
  });
}

export function useToggleUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation<DataResponse<User>, ApiError, number>({
    mutationFn: (id) => api.post<DataResponse<User>>(`/admin/users/${id}/toggle-status`),
    onSuccess: invalidate,
  });
}

/** Turns a user's two-step verification off (a lost phone), recorded in the activity log. */
export function useResetTwoFactor() {
  const invalidate = useInvalidateAdmin();
  return useMutation<{ message: string }, ApiError, number>({
    mutationFn: (id) => api.post<{ message: string }>(`/admin/users/${id}/2fa/reset`),
    onSuccess: invalidate,
  });
}

export function useDeactivateUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation<DataResponse<User>, ApiError, number>({
    mutationFn: (id) => api.delete<DataResponse<User>>(`/admin/users/${id}`),
    onSuccess: invalidate,
  });
}

export function useUpdateTenant() {
  const invalidate = useInvalidateAdmin();
  return useMutation<DataResponse<AdminTenant>, ApiError, { id: number; data: AdminTenantUpdate }>({
    mutationFn: ({ id, data }) => api.put<DataResponse<AdminTenant>>(`/admin/tenants/${id}`, data),
    onSuccess: invalidate,
  });
}
