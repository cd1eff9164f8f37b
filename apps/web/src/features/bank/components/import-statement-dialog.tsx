import { CSV_PRESETS, type CsvPreset, type StatementImport } from '@livro-caixa/domain';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { HeadCells } from '../../../components/ui/columns';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalFooter } from '../../../components/ui/modal';
import { NamedOptions, Options, Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatCount, formatReais } from '../../../lib/format';
import { useDateFormat } from '../../../lib/preferences';
import { useFinancialAccounts } from '../../financial-accounts/index';
import { useImportStatement, usePreviewStatement } from '../api/bank-api';
import { columnOf, PRESET_LABELS } from './labels';

/** The lines shown at first in the preview; the rest on request (a 10,000-line file stays quick). */
const FIRST_LINES = 500;

type MappingChoice = '' | CsvPreset | 'colunas';

interface Columns {
  separador: ';' | ',' | '\t';
  decimal: ',' | '.';
  pularLinhas: string;
  data: string;
  formato: 'dd/mm/aaaa' | 'aaaa-mm-dd';
  descricao: string;
  modoValor: 'unico' | 'credito-debito';
  valor: string;
  credito: string;
  debito: string;
  sinal: 'positivo-credito' | 'positivo-despesa';
}

const EMPTY_COLUMNS: Columns = {
  separador: ';',
  decimal: ',',
  pularLinhas: '0',
  data: 'Data',
  formato: 'dd/mm/aaaa',
  descricao: 'Descrição',
  modoValor: 'unico',
  valor: 'Valor',
  credito: 'Crédito',
  debito: 'Débito',
  sinal: 'positivo-credito',
};

function mappingOf(choice: MappingChoice, c: Columns): unknown {
  if (choice === '') return null;
  if (choice !== 'colunas') return { preset: choice };
  return {
    separador: c.separador,
    decimal: c.decimal,
    pularLinhas: Number(c.pularLinhas) || 0,
    data: { coluna: columnOf(c.data), formato: c.formato },
    descricao: c.descricao
      .split('+')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(columnOf),
    valor:
      c.modoValor === 'unico'
        ? { coluna: columnOf(c.valor) }
        : { credito: columnOf(c.credito), debito: columnOf(c.debito) },
    sinal: c.sinal,
  };
}

const isCsvName = (name: string) => !/\.(ofx|qfx)$/i.test(name);

/**
 * Importing a bank statement (issue 21 §2, ADR 045): the account, the file and, for a CSV, how to
 * read it; Pré-visualizar shows every line as new or duplicate, the rejected ones with their line
 * and reason, the period and the totals; only Confirmar importação stores anything.
 */
export function ImportStatementDialog({
  open,
  onOpenChange,
  contaId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account chosen at first (the page's account). */
  contaId?: number | undefined;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Importar extrato"
      description="OFX ou CSV do banco. Nada é gravado antes da confirmação."
      size="xl"
    >
      {open && <ImportSteps contaId={contaId} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function ImportSteps({ contaId, onDone }: { contaId?: number | undefined; onDone: () => void }) {
  const id = useId();
  const accounts = useFinancialAccounts();
  const [conta, setConta] = useState(contaId ? String(contaId) : '');
  const [file, setFile] = useState<File | null>(null);
  const [choice, setChoice] = useState<MappingChoice>('');
  const [columns, setColumns] = useState<Columns>(EMPTY_COLUMNS);
  const [preview, setPreview] = useState<StatementImport | null>(null);
  const previewing = usePreviewStatement();
  const importing = useImportStatement();
  const csv = file !== null && isCsvName(file.name);
  const set = <K extends keyof Columns>(key: K, value: Columns[K]) => setColumns((c) => ({ ...c, [key]: value }));

  const variables = (confirmar: boolean) => ({
    file: file as File,
    contaId: conta ? Number(conta) : null,
    mapeamento: csv ? mappingOf(choice, columns) : null,
    confirmar,
  });
  const runPreview = () => {
    importing.reset();
    previewing.mutate(variables(false), { onSuccess: (body) => setPreview(body.data) });
  };
  const confirm = () =>
    importing.mutate(variables(true), {
      onSuccess: (body) => {
        const { novos, duplicados } = body.data;
        toast.success(
          novos > 0
            ? `Extrato importado: ${formatCount(novos)} lançamento${novos === 1 ? '' : 's'} novo${novos === 1 ? '' : 's'}`
            : 'Nada novo: todas as linhas já estavam importadas',
          duplicados > 0
            ? `${formatCount(duplicados)} duplicado${duplicados === 1 ? '' : 's'} ignorado${duplicados === 1 ? '' : 's'}`
            : undefined,
        );
        onDone();
      },
    });

  const usable = (accounts.data ?? []).filter((a) => a.ativa === 1 || String(a.id) === conta);
  const error = previewing.error ?? importing.error;

  if (preview) {
    return (
      <>
        <ModalBody className="space-y-4">
          <PreviewSummary preview={preview} accountName={usable.find((a) => a.id === preview.conta_id)?.nome} />
          {importing.error && (
            <Alert>{errorMessage(importing.error, 'Não foi possível importar o extrato. Tente novamente.')}</Alert>
          )}
          <PreviewLines preview={preview} />
        </ModalBody>
        <ModalFooter>
          <Button variant="secondary" onClick={() => setPreview(null)} disabled={importing.isPending}>
            Voltar
          </Button>
          <Button onClick={confirm} loading={importing.isPending} disabled={preview.novos === 0}>
            {preview.novos === 0 ? 'Nada novo para importar' : 'Confirmar importação'}
          </Button>
        </ModalFooter>
      </>
    );
  }

  return (
    <>
      <ModalBody className="space-y-4">
        {error && <Alert>{errorMessage(error, 'Não foi possível ler o extrato. Tente novamente.')}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-conta`} label="Conta">
            <Select id={`${id}-conta`} value={conta} onChange={(e) => setConta(e.target.value)}>
              <option value="">{csv ? 'Selecione' : 'A que o OFX indicar'}</option>
              <NamedOptions records={usable} />
            </Select>
          </Field>
          <Field id={`${id}-arquivo`} label="Arquivo (OFX ou CSV)" required>
            <Input
              id={`${id}-arquivo`}
              type="file"
              accept=".ofx,.qfx,.csv,.txt"
              className="py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-zinc-100 file:px-2 file:py-1 file:text-sm dark:file:bg-zinc-800 dark:file:text-zinc-100"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                previewing.reset();
              }}
            />
          </Field>
        </div>
        {csv && (
          <fieldset className="space-y-4 rounded-lg border border-zinc-200 p-3 sm:p-4 dark:border-zinc-800">
            <legend className="px-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">Como ler o CSV</legend>
            <Field
              id={`${id}-modelo`}
              label="Modelo"
              hint="Sem modelo, vale o mapeamento salvo na conta ou o modelo reconhecido pelo cabeçalho."
            >
              <Select
                id={`${id}-modelo`}
                value={choice}
                aria-describedby={`${id}-modelo-hint`}
                onChange={(e) => setChoice(e.target.value as MappingChoice)}
              >
                <option value="">Automático</option>
                <Options values={CSV_PRESETS} label={(p) => PRESET_LABELS[p]} />
                <option value="colunas">Outro: informar as colunas</option>
              </Select>
            </Field>
            {choice === 'colunas' && <ColumnFields id={id} columns={columns} set={set} />}
          </fieldset>
        )}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button onClick={runPreview} loading={previewing.isPending} disabled={!file}>
          <FileUp className="size-4" aria-hidden="true" />
          Pré-visualizar
        </Button>
      </ModalFooter>
    </>
  );
}

function ColumnFields({
  id,
  columns: c,
  set,
}: {
  id: string;
  columns: Columns;
  set: <K extends keyof Columns>(key: K, value: Columns[K]) => void;
}) {
  const text = (
    key: 'data' | 'descricao' | 'valor' | 'credito' | 'debito' | 'pularLinhas',
    label: string,
    hint?: string,
  ) => (
    <Field id={`${id}-${key}`} label={label} {...(hint ? { hint } : {})}>
      <Input
        id={`${id}-${key}`}
        value={c[key]}
        inputMode={key === 'pularLinhas' ? 'numeric' : undefined}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field id={`${id}-separador`} label="Separador">
        <Select
          id={`${id}-separador`}
          value={c.separador}
          onChange={(e) => set('separador', e.target.value as Columns['separador'])}
        >
          <option value=";">Ponto e vírgula (;)</option>
          <option value=",">Vírgula (,)</option>
          <option value={'\t'}>Tabulação</option>
        </Select>
      </Field>
      <Field id={`${id}-decimal`} label="Decimal">
        <Select
          id={`${id}-decimal`}
          value={c.decimal}
          onChange={(e) => set('decimal', e.target.value as Columns['decimal'])}
        >
          <option value=",">Vírgula (1.234,56)</option>
          <option value=".">Ponto (1,234.56)</option>
        </Select>
      </Field>
      {text('pularLinhas', 'Linhas a pular no início')}
      {text('data', 'Coluna da data', 'Nome do cabeçalho ou número (1, 2, …)')}
      <Field id={`${id}-formato`} label="Formato da data">
        <Select
          id={`${id}-formato`}
          value={c.formato}
          onChange={(e) => set('formato', e.target.value as Columns['formato'])}
        >
          <option value="dd/mm/aaaa">dd/mm/aaaa</option>
          <option value="aaaa-mm-dd">aaaa-mm-dd</option>
        </Select>
      </Field>
      {text('descricao', 'Coluna(s) da descrição', 'Várias: separe com +')}
      <Field id={`${id}-modo`} label="Valor em">
        <Select
          id={`${id}-modo`}
          value={c.modoValor}
          onChange={(e) => set('modoValor', e.target.value as Columns['modoValor'])}
        >
          <option value="unico">Uma coluna, com sinal</option>
          <option value="credito-debito">Colunas de crédito e débito</option>
        </Select>
      </Field>
      {c.modoValor === 'unico' ? (
        text('valor', 'Coluna do valor')
      ) : (
        <>
          {text('credito', 'Coluna do crédito')}
          {text('debito', 'Coluna do débito')}
        </>
      )}
      <Field id={`${id}-sinal`} label="Valor positivo é">
        <Select id={`${id}-sinal`} value={c.sinal} onChange={(e) => set('sinal', e.target.value as Columns['sinal'])}>
          <option value="positivo-credito">Entrada (extrato de conta)</option>
          <option value="positivo-despesa">Despesa (fatura de cartão)</option>
        </Select>
      </Field>
    </div>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'in' | 'out' }) {
  return (
    <div className="min-w-0 rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60">
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd
        className={cn(
          'truncate text-sm font-semibold tabular-nums text-zinc-900 dark:text-zinc-50',
          tone === 'in' && 'text-emerald-700 dark:text-emerald-400',
          tone === 'out' && 'text-red-700 dark:text-red-400',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function PreviewSummary({ preview: p, accountName }: { preview: StatementImport; accountName?: string | undefined }) {
  const { formatDate } = useDateFormat();
  const period = p.data_inicio && p.data_fim ? `${formatDate(p.data_inicio)} a ${formatDate(p.data_fim)}` : '—';
  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {accountName ? (
          <>
            Conta <strong className="font-semibold">{accountName}</strong> ·{' '}
          </>
        ) : null}
        {p.formato.toUpperCase()}
        {p.preset ? ` · modelo ${PRESET_LABELS[p.preset]}` : ''} · período {period}
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Lidos" value={formatCount(p.lidos)} />
        <Figure label="Novos" value={formatCount(p.novos)} />
        <Figure label="Duplicados" value={formatCount(p.duplicados)} />
        <Figure label="Rejeitados" value={formatCount(p.rejeitados.length)} />
        <Figure label="Créditos" value={formatReais(p.creditos)} tone="in" />
        <Figure label="Débitos" value={formatReais(p.debitos)} tone="out" />
        <Figure label="Saldo final do extrato" value={p.saldo_final === null ? '—' : formatReais(p.saldo_final)} />
      </dl>
      {p.rejeitados.length > 0 && (
        <Alert>
          <p className="font-medium">
            {formatCount(p.rejeitados.length)} linha{p.rejeitados.length === 1 ? '' : 's'} não pôde
            {p.rejeitados.length === 1 ? '' : 'ram'} ser lida{p.rejeitados.length === 1 ? '' : 's'} e não ser
            {p.rejeitados.length === 1 ? 'á' : 'ão'} importada{p.rejeitados.length === 1 ? '' : 's'}:
          </p>
          <ul className="max-h-32 list-disc space-y-0.5 overflow-y-auto pl-5">
            {p.rejeitados.map((r) => (
              <li key={r.linha}>
                Linha {r.linha}: {r.motivo}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}

function PreviewLines({ preview }: { preview: StatementImport }) {
  const { formatDate } = useDateFormat();
  const [all, setAll] = useState(false);
  const shown = all ? preview.linhas : preview.linhas.slice(0, FIRST_LINES);
  if (preview.linhas.length === 0) return null;
  const amountClass = (valor: number) =>
    cn(
      'whitespace-nowrap tabular-nums',
      valor < 0 ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400',
    );
  const badge = (situacao: 'novo' | 'duplicado') => (
    <Badge tone={situacao === 'novo' ? 'green' : 'gray'}>{situacao === 'novo' ? 'Novo' : 'Duplicado'}</Badge>
  );
  return (
    <div className="space-y-2">
      {/* A phone: one block a line, the description on its own row. */}
      <ul
        aria-label="Lançamentos do extrato"
        className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 sm:hidden dark:divide-zinc-800 dark:border-zinc-800"
      >
        {shown.map((l) => (
          <li
            key={`${l.linha}-${l.data}-${l.valor}`}
            className={cn('space-y-1 px-3 py-2 text-sm', l.situacao === 'duplicado' && 'text-zinc-500')}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="tabular-nums">
                {formatDate(l.data)} <span className="text-xs text-zinc-500">· linha {l.linha}</span>
              </span>
              {badge(l.situacao)}
            </div>
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 break-words">{l.descricao}</span>
              <span className={amountClass(l.valor)}>{formatReais(l.valor)}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-zinc-200 sm:block dark:border-zinc-800">
        <table className="w-full text-sm">
          <caption className="sr-only">Lançamentos do extrato</caption>
          <thead className="bg-zinc-50 text-left text-xs text-zinc-600 dark:bg-zinc-800/60 dark:text-zinc-400">
            <tr>
              <HeadCells
                className="px-3 py-2 font-medium"
                columns={[['Linha'], ['Data'], ['Descrição'], ['Valor', 'right'], ['Situação']]}
              />
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
            {shown.map((l) => (
              <tr key={`${l.linha}-${l.data}-${l.valor}`} className={cn(l.situacao === 'duplicado' && 'text-zinc-500')}>
                <td className="px-3 py-1.5 tabular-nums">{l.linha}</td>
                <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">{formatDate(l.data)}</td>
                <td className="max-w-md px-3 py-1.5 break-words">{l.descricao}</td>
                <td className={cn('px-3 py-1.5 text-right', amountClass(l.valor))}>{formatReais(l.valor)}</td>
                <td className="px-3 py-1.5">{badge(l.situacao)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!all && preview.linhas.length > FIRST_LINES && (
        <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
          Mostrar as {formatCount(preview.linhas.length)} linhas
        </Button>
      )}
    </div>
  );
}
