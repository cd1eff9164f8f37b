import type { PayoutItemType, PayoutStatus, SettlementStatus } from '@livro-caixa/domain';
import type { Generated } from 'kysely';

/**
 * Table types for Kysely of settling up: commission payouts and tripeiro settlements, with the
 * conventions of `schema.ts` (ADR 002), which lists them in its `Database` and exports them again.
 */

/** A commission payout to an attendant (migration 010). */
export interface PayoutsTable {
  id: Generated<number>;
  tenant_id: number;
  numero: number;
  atendente_id: number;
  atendente_nome: string;
  data_pagamento: string;
  forma_pagamento: string;
  periodo_inicio: string | null;
  periodo_fim: string | null;
  total: number;
  observacoes: string | null;
  status: PayoutStatus;
  estorno_motivo: string | null;
  estornado_em: string | null;
  estornado_por: number | null;
  created_by: number | null;
  created_at: string;
}

export interface PayoutItemsTable {
  id: Generated<number>;
  tenant_id: number;
  payout_id: number;
  atendente_id: number;
  payment_id: number;
  tipo: PayoutItemType;
  valor_comissao: number;
  descricao: string;
  data_pagamento: string;
  valor: number;
  live: number;
}

/** A settlement (acerto) with a tripeiro (migration 010). */
export interface SettlementsTable {
  id: Generated<number>;
  tenant_id: number;
  numero: number;
  tripeiro_id: number;
  tripeiro_nome: string;
  data_acerto: string;
  forma_pagamento: string;
  periodo_inicio: string | null;
  periodo_fim: string | null;
  saldo: number;
  comissao: number;
  valor_entregue: number;
  observacoes: string | null;
  created_by: number | null;
  created_at: string;
  /** Migration 011: 'acertado', or 'estornado' (reversed: its payments are pending again). */
  status: Generated<SettlementStatus>;
  estorno_motivo: string | null;
  estornado_em: string | null;
  estornado_por: number | null;
  /** The tripeiro account whose saldo devedor it lowered, and by how much (centavos; migration 011). */
  conta_id: number | null;
  conta_numero: string | null;
  abatimento: Generated<number>;
}

export interface SettlementItemsTable {
  id: Generated<number>;
  tenant_id: number;
  settlement_id: number;
  payment_id: number;
  descricao: string;
  data_pagamento: string;
  valor: number;
  comissao_tripeiro: number;
  /** 1 when the entrada was of a closed month when settled, and so moved to the settlement's date (migration 015). */
  mes_fechado: Generated<number>;
}
