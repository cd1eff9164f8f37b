import {
  addDays,
  cnpjCheckDigits,
  type EXPENSE_CATEGORIES,
  expenseInputSchema,
  PAYMENT_METHODS,
  paymentInputSchema,
  todayIn,
} from '@livro-caixa/domain';
import { hashPassword } from '../accounts/passwords.js';
import type { Db } from '../db/database.js';
import { createAttendant } from '../features/attendants/attendants.service.js';
import { createExpense } from '../features/expenses/expenses.service.js';
import { createNote } from '../features/notes/notes.service.js';
import { createReminder } from '../features/notes/reminders.service.js';
import { createPayment } from '../features/payments/payments.service.js';
import { addAccount, createTripeiro } from '../features/tripeiros/tripeiros.service.js';
import type { Actor } from '../lib/actor.js';
import { createDefaultCategories } from '../lib/categories.js';
import { createDefaultAccounts } from '../lib/default-accounts.js';

export const DEMO_EMAIL = 'demo@livrocaixa.com.br';
export const DEMO_PASSWORD = 'demo123456';

/** A small deterministic PRNG (mulberry32), so the demo is the same on every machine. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PRODUCTS: Array<[string, number, number]> = [
  ['Pão francês (kg)', 12, 60],
  ['Bolo de chocolate', 45, 120],
  ['Encomenda de salgados para festa', 150, 900],
  ['Torta de frango', 60, 140],
  ['Café da manhã corporativo', 300, 1500],
  ['Pão de queijo (cento)', 70, 140],
  ['Doces finos (cento)', 180, 420],
];
const EXPENSES: Array<[string, (typeof EXPENSE_CATEGORIES)[number], number, number]> = [
  ['Farinha de trigo (saco 25 kg)', 'Alimentação', 120, 480],
  ['Conta de luz', 'Manutenção', 380, 950],
  ['Gás de cozinha', 'Manutenção', 110, 330],
  ['Embalagens e sacolas', 'Material de Escritório', 60, 260],
  ['Impulsionamento no Instagram', 'Marketing', 50, 300],
  ['Frete de entrega', 'Transporte', 30, 150],
  ['DAS Simples Nacional', 'Impostos', 400, 1200],
];

/**
 * A demo company with realistic Brazilian data — attendants, tripeiros with accounts, three months
 * of payments and expenses, notes and reminders — written through the same services as the API,
 * so commissions and totals follow the money rules. Idempotent: an existing demo stays as it is.
 */
export async function seedDemo(db: Db, now: Date): Promise<{ email: string; password: string; created: boolean }> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (existing) return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: false };

  const at = now.toISOString();
  const base = '34567890';
  const cnpj = `${base}0001${cnpjCheckDigits(`${base}0001`)}`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { tenantId, userId } = await db.transaction().execute(async (trx) => {
    const tenant = await trx
      .insertInto('tenants')
      .values({ name: 'Padaria Pão Dourado', tipo_empresa: 'ME', cnpj, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createDefaultCategories(trx, tenant.id, at);
    await createDefaultAccounts(trx, tenant.id, at);
    const user = await trx
      .insertInto('users')
      .values({
        tenant_id: tenant.id,
        name: 'Maria Aparecida Souza',
        email: DEMO_EMAIL,
        password_hash: passwordHash,
        role: 'user',
        is_active: 1,
        phone: '(11) 98765-4321',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { tenantId: tenant.id, userId: user.id };
  });

  const actor: Actor = { tenantId, userId, now };
  const rand = random(20_261_121);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const amount = (min: number, max: number) => Math.round((min + rand() * (max - min)) * 100) / 100;

  const attendants = [];
  for (const [nome, pct, telefone] of [
    ['Ana Júlia Ferreira', 5, '(11) 99876-1234'],
    ['Bruno Carvalho', 4.5, '(11) 98123-4567'],
    ['Camila Rocha', 6, null],
    ['Diego Nascimento', 3, '(11) 97777-0001'],
  ] as const) {
    attendants.push(
      await createAttendant(db, actor, {
        nome,
        email: `${nome
          .split(' ')[0]
          ?.toLowerCase()
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')}@paodourado.com.br`,
        telefone,
        comissao_percentual: pct,
        observacoes: null,
        chave_pix: null,
        cpf: null,
      }),
    );
  }
  const tripeiros = [];
  for (const [nome, pct, cidade, estado] of [
    ['José Ribamar da Silva', 10, 'Santos', 'SP'],
    ['Raimundo Nonato Lima', 8, 'Guarulhos', 'SP'],
    ['Francisca Oliveira', 12.5, 'Osasco', 'SP'],
  ] as const) {
    const t = await createTripeiro(db, actor, {
      nome,
      email: null,
      telefone: '(13) 99111-2233',
      endereco: 'Rua das Flores, 120',
      cidade,
      estado,
      cep: '11010-000',
      comissao_percentual: pct,
      observacoes: null,
    });
    await addAccount(db, actor, t.id, {
      numero_conta: `TRP-${String(t.id).padStart(4, '0')}`,
      descricao: 'Conta corrente de entregas',
      limite_credito: 2000,
      saldo_devedor: amount(0, 800),
      observacoes: null,
    });
    tripeiros.push(t);
  }

  const today = todayIn('America/Sao_Paulo', now);
  for (let day = 89; day >= 0; day--) {
    const date = addDays(today, -day);
    const sales = 2 + Math.floor(rand() * 4);
    for (let i = 0; i < sales; i++) {
      const [descricao, min, max] = pick(PRODUCTS);
      const viaTripeiro = rand() < 0.35;
      const roll = rand();
      await createPayment(
        db,
        actor,
        paymentInputSchema.parse({
          descricao,
          valor: amount(min, max),
          data_pagamento: date,
          atendente_id: rand() < 0.85 ? pick(attendants).id : null,
          tripeiro_id: viaTripeiro ? pick(tripeiros).id : null,
          tipo_pagamento: 'entrada',
          status:
            day < 7 && viaTripeiro ? 'pendente' : roll < 0.08 ? 'cancelado' : roll < 0.2 ? 'pendente' : 'confirmado',
        }),
        undefined,
      );
    }
    if (day % 3 === 0) {
      const [descricao, categoria, min, max] = pick(EXPENSES);
      await createExpense(
        db,
        actor,
        expenseInputSchema.parse({
          descricao,
          valor: amount(min, max),
          data_despesa: date,
          categoria,
          forma_pagamento: pick(PAYMENT_METHODS),
        }),
        undefined,
      );
    }
    if (day % 15 === 0) {
      await createPayment(
        db,
        actor,
        paymentInputSchema.parse({
          descricao: 'Troco devolvido ao fornecedor',
          valor: amount(20, 80),
          data_pagamento: date,
          tipo_pagamento: 'saida',
          status: 'confirmado',
        }),
        undefined,
      );
    }
  }

  await createNote(db, actor, {
    title: 'Fornecedor de farinha',
    content: 'Moinho São Jorge: (11) 4002-8922. Pedido mínimo 10 sacos.',
    color: '#fef3c7',
    is_pinned: true,
  });
  await createNote(db, actor, {
    title: null,
    content: 'Trocar o forno 2 antes do Natal.',
    color: '#dbeafe',
    is_pinned: false,
  });
  await createReminder(db, actor, {
    title: 'Pagar DAS do Simples',
    description: 'Vence dia 20',
    due_date: addDays(today, 3),
    due_time: '10:00',
    priority: 'high',
    category: 'Impostos',
  });
  await createReminder(db, actor, {
    title: 'Conferir acertos dos tripeiros',
    description: null,
    due_date: addDays(today, -1),
    due_time: null,
    priority: 'medium',
    category: null,
  });
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: true };
}
