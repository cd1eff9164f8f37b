import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types for Kysely. Conventions (ADR 002): ids are integers; money is integer centavos;
 * percentages are integer hundredths; booleans are 0/1 integers; business dates are
 * `YYYY-MM-DD` text; timestamps are ISO-8601 UTC text. The same on SQLite and PostgreSQL.
 */
export interface TenantsTable {
  id: Generated<number>;
  name: string;
  tipo_empresa: string | null;
  cnpj: string | null;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  email: string;
  password_hash: string;
  role: 'user' | 'admin';
  is_active: number;
  phone: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  tenant_id: number;
  idle_minutes: number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface ActivityLogTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number | null;
  action: 'CREATE' | 'UPDATE' | 'DELETE' | 'LOGIN' | 'LOGOUT';
  entity_type: string;
  entity_id: number | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  sessions: SessionsTable;
  activity_log: ActivityLogTable;
  rate_limits: RateLimitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type TenantRow = Selectable<TenantsTable>;
