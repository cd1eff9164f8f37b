import { call } from '../app.js';
import { bankAccount, multipartBody, ofxFile, postStatement } from '../bank-import.js';
import type { Ctx, RouteCase } from './harness.js';
import { userRoute } from './route-case.js';

/** The bank statement import and its rules (ADR 045). */

const tenantOf = (ctx: Ctx) => (ctx.owner as unknown as { user: { tenant_id: number } }).user.tenant_id;
let accounts = 0;
const newAccount = (ctx: Ctx) => {
  accounts += 1;
  return bankAccount(ctx.t.handle.db, tenantOf(ctx), { conta: `9${accounts}${Date.now() % 100000}` });
};
const file = () => ofxFile([{ data: '2026-10-01', valor: 10_00, memo: 'PIX RECEBIDO' }]);

/** The upload of the last seeded account: its body and content type are made together. */
let upload: { payload: Buffer; contentType: string } | undefined;
async function seedUpload(ctx: Ctx) {
  const conta = await newAccount(ctx);
  upload = multipartBody([
    { name: 'conta_id', value: String(conta) },
    { name: 'arquivo', value: file(), fileName: 'extrato.ofx' },
  ]);
  return {};
}
async function seedImport(ctx: Ctx) {
  const conta = await newAccount(ctx);
  const res = await postStatement(ctx.t.app, ctx.owner.token, { file: file(), contaId: conta, confirmar: true });
  if (res.status !== 201) throw new Error(`seed import: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id as number };
}
async function seedRule(ctx: Ctx) {
  const res = await call(ctx.t.app, 'POST', '/api/bank-rules', {
    token: ctx.owner.token,
    body: { contem: 'TARIFA', acao: 'ignorar' },
  });
  if (res.status !== 201) throw new Error(`seed rule: ${res.status}`);
  return { id: res.body.data.id as number };
}
const rule = () => ({ contem: 'TARIFA', acao: 'categoria', categoria: 'Outros' });

export const bankRoutes: RouteCase[] = [
  userRoute('GET /api/bank-statements', 200),
  // The upload names the owner's account: another company's caller gets its 404.
  userRoute('POST /api/bank-statements', 200, {
    seed: seedUpload,
    body: () => upload?.payload,
    headers: () => ({ 'content-type': upload?.contentType ?? 'multipart/form-data' }),
  }),
  userRoute('DELETE /api/bank-statements/:id', 204, { seed: seedImport }),
  userRoute('GET /api/bank-rules', 200),
  userRoute('GET /api/bank-rules/:id', 200, { seed: seedRule }),
  userRoute('POST /api/bank-rules', 201, { body: rule }),
  userRoute('PUT /api/bank-rules/:id', 200, { seed: seedRule, body: rule }),
  userRoute('DELETE /api/bank-rules/:id', 204, { seed: seedRule }),
];
