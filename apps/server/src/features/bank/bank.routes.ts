import multipart from '@fastify/multipart';
import {
  BANK_IMPORT_MSG,
  bankRuleInputSchema,
  bankRuleSchema,
  bankStatementQuerySchema,
  bankStatementSchema,
  type CsvMappingInput,
  csvMappingSchema,
  csvPresetSchema,
  formatCount,
  statementImportSchema,
} from '@livro-caixa/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, validationError } from '../../lib/errors.js';
import { dataOf, idParam } from '../../lib/schemas.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import { routePlugin, rowRoutes } from '../../plugins/routes.js';
import * as rules from './rules.service.js';
import * as statements from './statements.service.js';

const FIELDS = new Set(['conta_id', 'mapeamento', 'confirmar']);

interface Upload {
  bytes: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/**
 * The form's parts, in any order: one file in `arquivo` (read up to the limit, never past it) and
 * the text fields. A part or size over the limits refuses the request; the rest of the body is
 * read and thrown away after the answer (plugins/unread-body.ts), so the connection stays usable.
 */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', 415, BANK_IMPORT_MSG.notMultipart);
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'arquivo') throw validationError(BANK_IMPORT_MSG.unknownField(part.fieldname));
        if (file) throw validationError(BANK_IMPORT_MSG.oneFile);
        file = { bytes: await part.toBuffer(), fileName: part.filename ?? '' };
      } else {
        if (!FIELDS.has(part.fieldname)) throw validationError(BANK_IMPORT_MSG.unknownField(part.fieldname));
        if (part.valueTruncated) throw validationError(BANK_IMPORT_MSG.fieldTooLong);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const mb = formatCount(Math.round((maxBytes / 1024 / 1024) * 10) / 10);
      throw new AppError('PAYLOAD_TOO_LARGE', 413, BANK_IMPORT_MSG.fileTooLarge(mb));
    }
    if (code === 'FST_FILES_LIMIT') throw validationError(BANK_IMPORT_MSG.oneFile);
    throw validationError(BANK_IMPORT_MSG.notMultipart);
  }
  if (!file) throw validationError(BANK_IMPORT_MSG.fileRequired, { arquivo: BANK_IMPORT_MSG.fileRequired });
  return { ...file, fields };
}

const contaField = z
  .union([z.literal(''), idParam], { error: 'Conta inválida' })
  .transform((v) => (v === '' ? null : v));

function formOf(fields: Record<string, string>) {
  const conta = contaField.safeParse(fields.conta_id ?? '');
  if (!conta.success) throw validationError('Conta inválida', { conta_id: 'Conta inválida' });
  const confirmar = fields.confirmar ?? 'false';
  if (confirmar !== 'true' && confirmar !== 'false') {
    throw validationError(BANK_IMPORT_MSG.confirmarInvalid, { confirmar: BANK_IMPORT_MSG.confirmarInvalid });
  }
  let mapping: CsvMappingInput | null = null;
  const raw = fields.mapeamento?.trim();
  if (raw) {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw validationError(BANK_IMPORT_MSG.mappingJson, { mapeamento: BANK_IMPORT_MSG.mappingJson });
    }
    // A mapping that names a preset is checked as one, for its message.
    const named = json !== null && typeof json === 'object' && 'preset' in json;
    const parsed = (named ? csvPresetSchema : csvMappingSchema).safeParse(json);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? BANK_IMPORT_MSG.mappingJson;
      throw validationError(message, { mapeamento: message });
    }
    mapping = json as CsvMappingInput;
  }
  return { contaId: conta.data, confirmar: confirmar === 'true', mapping };
}

const MAPPING_DOC = `\`multipart/form-data\` com:
- \`arquivo\`: o extrato, OFX (1.x ou 2.x) ou CSV;
- \`conta_id\` (opcional para OFX, que diz o banco e a conta: BANKID/ACCTID são comparados com banco/conta das contas da empresa);
- \`mapeamento\` (opcional, JSON, para CSV): \`{ "preset": "bb" | "nubank-conta" | "nubank-cartao" | "inter" }\` ou as colunas:
  \`{ "separador": ";"|","|"\\t", "decimal": ","|".", "pularLinhas": 0, "cabecalho": true, "data": { "coluna": "Data", "formato": "dd/mm/aaaa"|"aaaa-mm-dd" },
  "descricao": ["Histórico"], "valor": { "coluna": "Valor" } ou { "credito": "Crédito", "debito": "Débito" }, "tipo"?: { "coluna", "credito": [..], "debito": [..] },
  "sinal": "positivo-credito"|"positivo-despesa", "identificador"?: coluna, "saldo"?: coluna, "linhasDeSaldo": [..] }\`
  (coluna: nome do cabeçalho ou posição a partir de 1). Sem ele, o mapeamento salvo na conta, ou o modelo reconhecido pelo cabeçalho;
- \`confirmar\`: \`false\` (padrão) pré-visualiza sem gravar nada (200); \`true\` grava os lançamentos novos (201; 200 com \`id\` null quando não há nenhum novo).

Valores em reais com sinal (positivo = entrada), datas AAAA-MM-DD. Uma linha é duplicada quando a conta já tem a mesma data, valor e descrição (na mesma ocorrência).`;

export const bankRoutes = routePlugin(['Extratos bancários'], async (app, tags) => {
  const maxBytes = Math.floor(app.config.BANK_UPLOAD_MAX_MB * 1024 * 1024);
  // Only this plugin's routes take multipart (the rest of the API answers it 415).
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 3, parts: 4, fieldSize: 64 * 1024, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/bank-statements',
    {
      schema: {
        tags,
        summary: 'Importar extrato (OFX ou CSV): pré-visualizar ou confirmar',
        description: MAPPING_DOC,
        consumes: ['multipart/form-data'],
        response: { 200: dataOf(statementImportSchema), 201: dataOf(statementImportSchema) },
      },
    },
    async (request, reply) => {
      authOf(request);
      const upload = await readUpload(request, maxBytes);
      const form = formOf(upload.fields);
      const { stored, result } = await statements.importStatement(app.db, actorOf(request), {
        bytes: upload.bytes,
        fileName: upload.fileName,
        ...form,
        maxLinhas: app.config.BANK_STATEMENT_MAX_LINES,
      });
      return reply.status(stored ? 201 : 200).send({ data: result });
    },
  );

  app.get(
    '/bank-statements',
    {
      schema: {
        tags,
        summary: 'Listar importações de extratos',
        querystring: bankStatementQuerySchema,
        response: { 200: dataOf(z.array(bankStatementSchema)) },
      },
    },
    async (request) => ({
      data: await statements.listStatements(app.db, authOf(request).tenantId, request.query.conta_id),
    }),
  );

  rowRoutes(app, '/bank-statements', tags, bankStatementSchema).remove(
    'Desfazer importação (remove suas linhas e vínculos; o que foi lançado fica)',
    (actor, id) => statements.deleteStatement(app.db, actor, id),
  );

  app.get(
    '/bank-rules',
    { schema: { tags, summary: 'Listar regras de extrato', response: { 200: dataOf(z.array(bankRuleSchema)) } } },
    async (request) => ({ data: await rules.listRules(app.db, authOf(request).tenantId) }),
  );
  const ruleRoutes = rowRoutes(app, '/bank-rules', tags, bankRuleSchema);
  ruleRoutes.get('Regra de extrato', (tenantId, id) => rules.getRule(app.db, tenantId, id));
  ruleRoutes.create(
    'Criar regra ("descrição contém X → categoria / atendente / ignorar")',
    bankRuleInputSchema,
    (actor, input) => rules.createRule(app.db, actor, input),
  );
  ruleRoutes.update('Alterar regra (o formulário inteiro)', bankRuleInputSchema, (actor, id, input) =>
    rules.updateRule(app.db, actor, id, input),
  );
  ruleRoutes.remove('Excluir regra', (actor, id) => rules.deleteRule(app.db, actor, id));
});
