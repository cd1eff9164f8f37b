/**
 * Fixed documents for the PDF tests, money in centavos: a closing of a company the size of the
 * bench's Big one (50 attendants, 30 tripeiros: several pages), a payout receipt with a correction
 * and a settlement receipt that lowered an account and was reversed. Names carry what the font
 * must draw (accents, Cyrillic) and what it cannot (an emoji, CJK), long texts that are cut, and
 * amounts from 1 centavo to R$ 999.999.999,99.
 */
import type { Closing, Payout, Settlement } from '@livro-caixa/domain';

export const FIXED_NOW = new Date('2026-11-05T14:30:00.000Z');

const FIRST = ['Ana', 'Bia', 'Çarla', 'Dênis', 'Élio', 'Fábio', 'Glória', 'Hélio', 'Íris', 'João'];
const LAST = ['Souza', 'Araújo', 'Conceição', 'Gonçalves', 'Magalhães'];
const person = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i + 1}`;

/** An amount that varies with `i` and `salt`, with centavos (never a round figure only). */
const amount = (i: number, salt: number) => (((i + 1) * 7_919 * salt) % 9_876_543) + 1;

function closingRows() {
  const attendants = Array.from({ length: 50 }, (_, i) => {
    const value = amount(i, 31);
    return {
      id: i + 1,
      nome:
        i === 3
          ? 'Дмитрий 🙂 Petrov'
          : i === 7
            ? `${person(i)} com um nome longo demais para caber na coluna`
            : person(i),
      total_sales: (i * 13) % 97,
      total_value: value,
      total_commission: Math.floor(value / 10),
    };
  });
  const tripeiros = Array.from({ length: 30 }, (_, i) => {
    const saldo = i === 5 ? 0 : amount(i, 17);
    const comissao = Math.floor((saldo * ((i % 4) * 250 + 500)) / 10_000);
    return {
      id: 100 + i,
      nome: i === 2 ? '王小明 Tripeiro' : `Tripeiro ${person(i + 3)}`,
      saldo,
      comissao_percentual: ((i % 4) * 250 + 500) / 100,
      comissao,
      a_receber: saldo - comissao,
    };
  });
  return { attendants, tripeiros };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export function fixedClosing(): Closing {
  const { attendants, tripeiros } = closingRows();
  const settlingAttendants = attendants.map((a, i) => ({
    id: a.id,
    nome: a.nome,
    earned: a.total_commission,
    paid: i % 3 === 0 ? a.total_commission : Math.floor(a.total_commission / 2),
    open: a.total_commission - (i % 3 === 0 ? a.total_commission : Math.floor(a.total_commission / 2)),
  }));
  const settlingTripeiros = tripeiros.slice(0, 12).map((t, i) => ({
    id: t.id,
    nome: t.nome,
    earned: t.comissao,
    paid: i % 2 === 0 ? t.comissao + 1 : 0,
    open: i % 2 === 0 ? -1 : t.comissao,
  }));
  const totals = (rows: Array<{ earned: number; paid: number; open: number }>) => ({
    earned: sum(rows.map((r) => r.earned)),
    paid: sum(rows.map((r) => r.paid)),
    open: sum(rows.map((r) => r.open)),
  });
  return {
    month: '2026-10',
    period: { startDate: '2026-10-01', endDate: '2026-10-31' },
    status: 'fechado' as const,
    closedAt: '2026-11-02T12:15:00.000Z',
    closedBy: 'Maria Conceição',
    reopenedAt: null,
    reopenedBy: null,
    generatedAt: '2026-11-02T12:15:00.000Z',
    company: { name: 'Padaria Pão & Açúcar Ltda', cnpj: '11222333000181' },
    cards: {
      totalRevenue: 99_999_999_999,
      attendantCommissions: 1,
      tripeiroCommissions: 10,
      totalExpenses: 12_345_678,
      netProfit: -4_321_099,
    },
    tripeiros,
    tripeirosTotals: {
      saldo: sum(tripeiros.map((t) => t.saldo)),
      comissao: sum(tripeiros.map((t) => t.comissao)),
      a_receber: sum(tripeiros.map((t) => t.a_receber)),
    },
    attendants,
    attendantsTotals: {
      total_sales: sum(attendants.map((a) => a.total_sales)),
      total_value: sum(attendants.map((a) => a.total_value)),
      total_commission: sum(attendants.map((a) => a.total_commission)),
    },
    settling: {
      attendants: settlingAttendants,
      attendantsTotals: totals(settlingAttendants),
      tripeiros: settlingTripeiros,
      tripeirosTotals: totals(settlingTripeiros),
    },
  };
}

/** An open month that was reopened, with empty tables and a company without CNPJ. */
export function fixedReopenedClosing(): Closing {
  const zero = { earned: 0, paid: 0, open: 0 };
  return {
    ...fixedClosing(),
    month: '2026-02',
    period: { startDate: '2026-02-01', endDate: '2026-02-28' },
    status: 'aberto' as const,
    closedAt: null,
    closedBy: null,
    reopenedAt: '2026-03-10T18:45:00.000Z',
    reopenedBy: 'José',
    company: { name: 'Café 🙂 da Esquina', cnpj: null },
    cards: { totalRevenue: 0, attendantCommissions: 0, tripeiroCommissions: 0, totalExpenses: 0, netProfit: 0 },
    tripeiros: [],
    tripeirosTotals: { saldo: 0, comissao: 0, a_receber: 0 },
    attendants: [],
    attendantsTotals: { total_sales: 0, total_value: 0, total_commission: 0 },
    settling: { attendants: [], attendantsTotals: zero, tripeiros: [], tripeirosTotals: zero },
  };
}

export const FIXED_COMPANY = { name: 'Padaria Pão & Açúcar Ltda', cnpj: '11222333000181', pix_cidade: 'São Paulo' };

export function fixedPayout(): Payout {
  const items: Payout['items'] = Array.from({ length: 40 }, (_, i) => {
    const valor = amount(i, 23);
    return {
      payment_id: 5_000 + i,
      tipo: 'comissao' as const,
      valor_comissao: Math.floor(valor / 10),
      descricao:
        i === 4 ? 'Bolo de aniversário 🎂 com um nome comprido que não cabe na coluna da descrição' : `Venda ${i + 1}`,
      data_pagamento: `2026-10-${String((i % 31) + 1).padStart(2, '0')}`,
      valor,
    };
  });
  items.push({
    payment_id: 4_321,
    tipo: 'correcao' as const,
    valor_comissao: -1_234,
    descricao: 'Venda alterada',
    data_pagamento: '2026-09-30',
    valor: 0,
  });
  return {
    id: 7,
    numero: 42,
    atendente_id: 3,
    atendente_nome: 'Çarla Gonçalves',
    data_pagamento: '2026-11-03',
    forma_pagamento: 'PIX',
    periodo_inicio: '2026-10-01',
    periodo_fim: '2026-10-31',
    total: sum(items.map((i) => i.valor_comissao)),
    observacoes: null,
    status: 'pago' as const,
    estorno_motivo: null,
    estornado_em: null,
    created_at: '2026-11-03T13:00:00.000Z',
    items,
  };
}

export function fixedSettlement(): Settlement {
  const items = Array.from({ length: 12 }, (_, i) => {
    const valor = amount(i, 11);
    return {
      payment_id: 9_000 + i,
      descricao: `Entrega ${i + 1} — Rua São João`,
      data_pagamento: `2026-10-${String(i * 2 + 1).padStart(2, '0')}`,
      valor,
      comissao_tripeiro: Math.floor(valor / 20),
      mes_fechado: false,
    };
  });
  const saldo = sum(items.map((i) => i.valor));
  const comissao = sum(items.map((i) => i.comissao_tripeiro));
  return {
    id: 9,
    numero: 3,
    tripeiro_id: 101,
    tripeiro_nome: 'Tião Magalhães',
    data_acerto: '2026-11-04',
    forma_pagamento: 'dinheiro',
    periodo_inicio: null,
    periodo_fim: '2026-10-31',
    saldo,
    comissao,
    valor_entregue: saldo - comissao,
    observacoes: null,
    status: 'estornado' as const,
    estorno_motivo: 'Valor entregue errado',
    estornado_em: '2026-11-04T20:10:00.000Z',
    conta_id: 4,
    conta_numero: 'C-0007',
    abatimento: 10,
    created_at: '2026-11-04T19:00:00.000Z',
    items,
  };
}
