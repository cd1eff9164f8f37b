import { DEFAULT_PREFERENCES, type Dre } from '@livro-caixa/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failingThen, mockApi } from '../../test/mock-api';
import { jsonResponse, renderRoute } from '../../test/render';
import { DrePage } from './dre-page';

const dre = (url: URL): Dre => ({
  periodo: { inicio: url.searchParams.get('startDate') ?? '', fim: url.searchParams.get('endDate') ?? '' },
  regime: 'competencia',
  gerado_em: '2026-11-24T12:00:00.000Z',
  meses: [],
  linhas: [
    {
      chave: 'receita_bruta',
      rotulo: 'Receita bruta',
      subtotal: false,
      valor: 1500,
      percentual: 100,
      por_mes: [1500],
      detalhes: [],
    },
    {
      chave: 'resultado',
      rotulo: 'Resultado do período',
      subtotal: true,
      valor: 1250,
      percentual: 83.33,
      por_mes: [1250],
      detalhes: [],
    },
  ],
  receita_bruta: 1500,
  margem_contribuicao: 1300,
  margem_contribuicao_percentual: 86.67,
  resultado: 1250,
  resultado_percentual: 83.33,
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('DRE page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a failed load shows the error and 'Tentar novamente', no figures, PDF and CSV disabled; the retry shows it", async () => {
    const route = failingThen((url) => jsonResponse(200, dre(url)));
    mockApi({
      'GET /settings': () => jsonResponse(200, { preferences: DEFAULT_PREFERENCES }),
      'GET /reports/dre': route.handler,
    });
    renderRoute('/reports/dre', <DrePage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro interno do servidor');
    expect(document.body.textContent).not.toContain('R$ 0,00');
    expect(button('Baixar PDF').disabled).toBe(true);
    expect(button('Exportar CSV').disabled).toBe(true);
    route.recover();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findAllByText('R$ 1.250,00')).length).toBeGreaterThan(0);
    expect(screen.getByText('86,7% da receita bruta')).toBeTruthy();
    expect(button('Baixar PDF').disabled).toBe(false);
    expect(button('Exportar CSV').disabled).toBe(false);
  });

  it('asks for the month in the URL, or a period; the current month leaves the URL', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /settings': () => jsonResponse(200, { preferences: DEFAULT_PREFERENCES }),
      'GET /reports/dre': (url) => {
        asked.push(url.search);
        return jsonResponse(200, dre(url));
      },
    });
    const { router } = renderRoute('/reports/dre', <DrePage />);
    await screen.findAllByText('R$ 1.250,00');
    await act(() => router.navigate('/reports/dre?mes=2026-02'));
    await waitFor(() => expect(asked.at(-1)).toBe('?startDate=2026-02-01&endDate=2026-02-28'));
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mes=2026-03'));
    await waitFor(() => expect(asked.at(-1)).toBe('?startDate=2026-03-01&endDate=2026-03-31'));

    fireEvent.click(screen.getByRole('button', { name: 'Período' }));
    await waitFor(() => expect(router.state.location.search).toBe('?startDate=2026-03-01&endDate=2026-03-31'));
    expect(screen.getByRole('button', { name: 'Período' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe('01/03/2026');
    // A hand-edited period that ends before it starts falls back to the current month.
    await act(() => router.navigate('/reports/dre?startDate=2026-03-31&endDate=2026-03-01'));
    expect(screen.getByRole('button', { name: 'Um mês' }).getAttribute('aria-pressed')).toBe('true');
  });
});
