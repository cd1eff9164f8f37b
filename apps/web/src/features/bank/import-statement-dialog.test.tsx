import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../test/render';
import { ImportStatementDialog } from './index';

const preview = (novos: number) => ({
  data: {
    id: null,
    formato: 'csv',
    conta_id: 7,
    data_inicio: '2026-10-03',
    data_fim: '2026-10-20',
    lidos: 2,
    novos,
    duplicados: 2 - novos,
    rejeitados: [{ linha: 4, motivo: 'valor ilegível: "abc"' }],
    creditos: 150,
    debitos: 12.9,
    saldo_final: null,
    data_saldo: null,
    preset: 'nubank-conta',
    linhas: [
      { linha: 2, data: '2026-10-03', descricao: '=HYPERLINK("x")', valor: 150, situacao: 'novo' },
      { linha: 3, data: '2026-10-20', descricao: 'TARIFA', valor: -12.9, situacao: novos === 2 ? 'novo' : 'duplicado' },
    ],
  },
});

function stub(novos: number) {
  const sent: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/financial-accounts')) {
        return jsonResponse(200, {
          data: [
            { id: 1, nome: 'Caixa', tipo: 'caixa', ativa: 1, principal: 1, saldo: 0 },
            { id: 7, nome: 'Nubank', tipo: 'banco', ativa: 1, principal: 0, saldo: 0 },
          ],
          total: 0,
        });
      }
      if (url.startsWith('/api/bank-statements')) {
        sent.push(init?.body as FormData);
        return jsonResponse(200, preview(novos));
      }
      return jsonResponse(404, { error: 'NOT_FOUND', message: 'x' });
    }),
  );
  return sent;
}

async function pickCsv() {
  renderRoute('/conciliacao', <ImportStatementDialog open onOpenChange={() => undefined} contaId={7} />);
  const dialog = await screen.findByRole('dialog', { name: 'Importar extrato' });
  await within(dialog).findByRole('option', { name: 'Nubank' });
  const file = new File(['Data,Valor,Identificador,Descrição\n'], 'nubank.csv', { type: 'text/csv' });
  fireEvent.change(within(dialog).getByLabelText(/Arquivo/), { target: { files: [file] } });
  return dialog;
}

describe('ImportStatementDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a CSV: the preset sent as the mapping, a preview of every line and the rejected one, nothing confirmed yet', async () => {
    const sent = stub(1);
    const dialog = await pickCsv();
    fireEvent.change(within(dialog).getByLabelText('Modelo'), { target: { value: 'nubank-conta' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pré-visualizar' }));
    const table = await within(dialog).findByRole('table', { name: 'Lançamentos do extrato' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('conta_id')).toBe('7');
    expect(sent[0]?.get('confirmar')).toBe('false');
    expect(JSON.parse(String(sent[0]?.get('mapeamento')))).toEqual({ preset: 'nubank-conta' });
    // A formula stays text.
    expect(within(table).getByText('=HYPERLINK("x")')).toBeTruthy();
    expect(within(table).getAllByText('Duplicado')).toHaveLength(1);
    expect(dialog.textContent).toContain('Linha 4: valor ilegível: "abc"');
    expect(dialog.textContent).toContain('período 03/10/2026 a 20/10/2026');
    expect(within(dialog).getByRole('button', { name: 'Confirmar importação' })).toBeTruthy();
  });

  it('nothing new: the confirmation is off', async () => {
    stub(0);
    const dialog = await pickCsv();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pré-visualizar' }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Nada novo para importar' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });
});
