import {
  financialAccountInputSchema,
  financialAccountListSchema,
  financialAccountQuerySchema,
  financialAccountSchema,
  financialAccountUpdateSchema,
  transferInputSchema,
  transferListSchema,
  transferQuerySchema,
  transferSchema,
  transferUpdateSchema,
} from '@livro-caixa/domain';
import { routePlugin, rowRoutes } from '../../plugins/routes.js';
import * as service from './financial-accounts.service.js';

/** The company's accounts and the transfers between them (ADR 044). */
export const financialAccountsRoutes = routePlugin(['Contas'], (app, tags) => {
  const accounts = rowRoutes(app, '/financial-accounts', tags, financialAccountSchema);
  accounts.list(
    'Listar contas (caixa, bancos, maquininhas, cartões) com o saldo de cada uma e o total das ativas',
    financialAccountQuerySchema,
    financialAccountListSchema,
    (query, auth, today) => service.listAccounts(app.db, auth.tenantId, today(), query.ativa),
  );
  accounts.get('Conta com o saldo', (tenantId, id, today) => service.getAccount(app.db, tenantId, id, today()));
  accounts.create('Criar conta', financialAccountInputSchema, (actor, input, today) =>
    service.createAccount(app.db, actor, input, today()),
  );
  accounts.update(
    'Alterar conta (ou só { ativa } para arquivar ou reativar)',
    financialAccountUpdateSchema,
    (actor, id, input, today) => service.updateAccount(app.db, actor, id, input, today()),
  );
  accounts.remove('Excluir conta que nada usa (as usadas são arquivadas)', (actor, id) =>
    service.deleteAccount(app.db, actor, id),
  );

  const transfers = rowRoutes(app, '/transfers', tags, transferSchema);
  transfers.list(
    'Listar transferências entre contas (mais recentes primeiro)',
    transferQuerySchema,
    transferListSchema,
    (query, auth) => service.listTransfers(app.db, auth.tenantId, query),
  );
  transfers.get('Transferência', (tenantId, id) => service.getTransfer(app.db, tenantId, id));
  transfers.create('Transferir entre contas próprias (nem receita nem despesa)', transferInputSchema, (actor, input) =>
    service.createTransfer(app.db, actor, input),
  );
  transfers.update('Alterar transferência', transferUpdateSchema, (actor, id, input) =>
    service.updateTransfer(app.db, actor, id, input),
  );
  transfers.remove('Excluir transferência', (actor, id) => service.deleteTransfer(app.db, actor, id));
});
