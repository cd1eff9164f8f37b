import type { User } from '@livro-caixa/domain';

/** A signed-in company user for the component tests; `patch` sets what a test cares about. */
export function testUser(patch: Partial<User> = {}): User {
  return {
    id: 3,
    name: 'Maria Souza',
    email: 'maria@exemplo.com.br',
    role: 'user',
    tenant_id: 2,
    tenant_name: 'Padaria Central',
    tipo_empresa: null,
    cnpj: null,
    is_active: true,
    created_at: '2026-01-01T12:00:00.000Z',
    ...patch,
  };
}
