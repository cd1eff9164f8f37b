import { FIELD_MSG } from '@livro-caixa/domain';
import type { Db, Executor } from '../db/database.js';
import type { Actor } from './actor.js';
import { sha256 } from './crypto.js';
import { AppError, conflict } from './errors.js';
import { numberedStatement, numberedTransaction, waitForDurableCommits } from './numbers.js';

export interface IdempotentRequest {
  tenantId: number;
  scope: string;
  key: string | undefined;
  body: unknown;
  now: Date;
  /**
   * `create` writes with one statement on PostgreSQL (ADR 059): without a key it runs as that
   * statement's own transaction (`numberedStatement`), two round trips fewer. With a key, the
   * key's row goes in the same transaction as the create's, as always.
   */
  oneStatement?: boolean;
}

export interface Stored<T> {
  status: number;
  body: T;
}

/**
 * Runs `create` once per Idempotency-Key: a retry with the same key and body gets the first
 * answer and writes nothing; the same key with another body is a 409. The key is saved in the
 * same transaction as the row it created, so a crash leaves neither or both. It is a
 * `numberedTransaction`: the payment, expense, payout or settlement it creates takes a number.
 */
export async function idempotent<T>(
  db: Db,
  req: IdempotentRequest,
  create: (trx: Executor) => Promise<Stored<T>>,
): Promise<Stored<T>> {
  if (!req.key) return (req.oneStatement ? numberedStatement : numberedTransaction)(db, create);
  if (req.key.length > 200) throw new AppError('VALIDATION', 400, 'Idempotency-Key muito longa');
  const requestHash = sha256(JSON.stringify(req.body));

  const replay = async (): Promise<Stored<T> | undefined> => {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response_body'])
      .where('tenant_id', '=', req.tenantId)
      .where('scope', '=', req.scope)
      .where('key', '=', req.key as string)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.request_hash !== requestHash) throw conflict(FIELD_MSG.idempotencyMismatch);
    // The first request may still be waiting for its commit to reach the disk (ADR 047).
    await waitForDurableCommits(db);
    return { status: row.status_code, body: JSON.parse(row.response_body) as T };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await numberedTransaction(db, async (trx) => {
      const result = await create(trx);
      await trx
        .insertInto('idempotency_keys')
        .values({
          tenant_id: req.tenantId,
          scope: req.scope,
          key: req.key as string,
          request_hash: requestHash,
          status_code: result.status,
          response_body: JSON.stringify(result.body),
          created_at: req.now.toISOString(),
        })
        .execute();
      return result;
    });
  } catch (error) {
    // A concurrent retry won the race: its transaction holds the key, ours rolled back whole.
    const winner = await replay();
    if (winner) return winner;
    throw error;
  }
}

/**
 * A row the actor creates through a `POST` that accepts an Idempotency-Key (payments, expenses,
 * payouts, settlements): 201 with `{ data }`, once per key of the actor's company in `scope`.
 */
export function createdOnce<T>(
  db: Db,
  actor: Actor,
  scope: string,
  key: string | undefined,
  input: unknown,
  create: (trx: Executor) => Promise<T>,
  { oneStatement = false }: Pick<IdempotentRequest, 'oneStatement'> = {},
): Promise<Stored<{ data: T }>> {
  const req = { tenantId: actor.tenantId, scope, key, body: input, now: actor.now, oneStatement };
  return idempotent(db, req, async (trx) => ({
    status: 201,
    body: { data: await create(trx) },
  }));
}
