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
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/api-hooks';
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

/**
 * The admin reopens a month of any company; the list and the activity on the dashboard follow. The
 * admin's own company may be the one: its closing screen and lists refetch too.
 */
export function useAdminReopenMonth() {
  return useWrite(
    ({ tenantId, month }: { tenantId: number; month: string }) =>
      api.post<Closing>(`/admin/tenants/${tenantId}/closings/${month}/reopen`),
    { roots: [ROOT, QUERY_ROOTS.closings, 'closing'] },
  );
}

export function userMetricsQuery(id: number, period: Period) {
  return queryOptions({
    queryKey: [ROOT, 'metrics', id, period],
    queryFn: ({ signal }) => api.get<UserMetrics>(`/admin/users/${id}/metrics`, { query: { ...period }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Any change to users or companies moves the lists, the dashboard's counts and the metrics. */
const WRITTEN = { roots: [ROOT], wait: true };

export function useCreateUser() {
  return useWrite((data: AdminUserCreate) => api.post<DataResponse<User>>('/admin/users', data), WRITTEN);
}

export function useUpdateUser() {
  return useWrite(
    ({ id, data }: { id: number; data: AdminUserUpdate }) => api.put<DataResponse<User>>(`/admin/users/${id}`, data),
    WRITTEN,
  );
}

export function useToggleUser() {
  return useWrite((id: number) => api.post<DataResponse<User>>(`/admin/users/${id}/toggle-status`), WRITTEN);
}

/** Turns a user's two-step verification off (a lost phone), recorded in the activity log. */
export function useResetTwoFactor() {
  return useWrite((id: number) => api.post<{ message: string }>(`/admin/users/${id}/2fa/reset`), WRITTEN);
}

export function useDeactivateUser() {
  return useWrite((id: number) => api.delete<DataResponse<User>>(`/admin/users/${id}`), WRITTEN);
}

export function useUpdateTenant() {
  return useWrite(
    ({ id, data }: { id: number; data: AdminTenantUpdate }) =>
      api.put<DataResponse<AdminTenant>>(`/admin/tenants/${id}`, data),
    WRITTEN,
  );
}
