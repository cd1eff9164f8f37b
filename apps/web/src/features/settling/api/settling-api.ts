import type { Attendant, Payout, Settlement, Tripeiro } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ListResponse } from '../../../lib/api-types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/**
 * The Acertos page (ADR 022): every payout or every settlement of the company, filtered and paged
 * by the server (`GET /payouts`, `GET /settlements`). Kept under the attendants' and tripeiros'
 * roots, which every payment write and every payout or settlement invalidates.
 */
export type SettlingKind = 'comissoes' | 'acertos';
export type SettlingStatus = '' | 'vigente' | 'estornado';

export interface SettlingFilters {
  kind: SettlingKind;
  startDate: string;
  endDate: string;
  /** The attendant's (comissões) or the tripeiro's (acertos) id, '' for everyone. */
  person: string;
  status: SettlingStatus;
  [key: string]: string;
}

export const PAGE_SIZE = 20;

function query(f: SettlingFilters, page: number, personKey: string, standing: string) {
  return {
    page,
    limit: PAGE_SIZE,
    ...(f.startDate ? { startDate: f.startDate } : {}),
    ...(f.endDate ? { endDate: f.endDate } : {}),
    ...(f.person ? { [personKey]: f.person } : {}),
    ...(f.status ? { status: f.status === 'vigente' ? standing : 'estornado' } : {}),
  };
}

export function payoutsListQuery(f: SettlingFilters, page: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.attendants, 'payouts-list', f, page],
    queryFn: ({ signal }) =>
      api.get<ListResponse<Omit<Payout, 'items'>>>('/payouts', {
        query: query(f, page, 'atendente_id', 'pago'),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function settlementsListQuery(f: SettlingFilters, page: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.tripeiros, 'settlements-list', f, page],
    queryFn: ({ signal }) =>
      api.get<ListResponse<Omit<Settlement, 'items'>>>('/settlements', {
        query: query(f, page, 'tripeiro_id', 'acertado'),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Everyone who can be filtered on (inactive people too: their payouts stay). */
/** An attendant for payouts, a tripeiro for settlements. */
export type PersonOf<K extends SettlingKind> = K extends 'comissoes' ? Attendant : Tripeiro;

/** Everyone of the kind, for the person filter and the Pagar comissões / Novo acerto chooser. */
export function peopleQuery<K extends SettlingKind>(kind: K) {
  return queryOptions({
    queryKey: [kind === 'comissoes' ? QUERY_ROOTS.attendants : QUERY_ROOTS.tripeiros, 'settling-people'],
    queryFn: ({ signal }) =>
      api.get<ListResponse<PersonOf<K>>>(kind === 'comissoes' ? '/attendants' : '/tripeiros', {
        query: { page: 1, limit: 1000 },
        signal,
      }),
    select: (body) => body.data,
  });
}
