import { type Closing, monthRange, todayIn } from '@livro-caixa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMonthName, shiftMonth } from '../../lib/months';
import { setSession } from '../../lib/session';
import { jsonResponse, renderRoute } from '../../test/render';
import { emptyClosing } from './api/closing-api';
import { ClosingPage } from './closing-page';

describe('closing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Token de autenticação não encontrado' without a token, and calls nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/fechamento', <ClosingPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Token de autenticação não encontrado');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const owner = {
  id: 5,
  name: 'Dona Maria',
  email: 'dona@example.com',
  role: 'user' as const,
  tenant_id: 2,
  tenant_name: 'Padaria Central',
  tipo_empresa: null,
  cnpj: null,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

function closingOf(month: string, extra: Partial<Closing> = {}): Closing {
  const { start, end } = monthRange(month);
  return { ...emptyClosing(month, 'Padaria Central', { start, end }), ...extra };
}

/** Answers the settings (defaults), the closings list and each month's closing from `months`. */
function server(months: Record<string, Partial<Closing>>, onPost: (url: string) => Response = () => new Response()) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (init.method === 'POST') return onPost(url);
      if (url === '/api/settings') return jsonResponse(500, { error: 'INTERNAL', message: 'x' });
      if (url === '/api/closings') return jsonResponse(200, { data: [] });
      const month = url.replace('/api/closings/', '');
      return jsonResponse(200, closingOf(month, months[month]));
    }),
  );
  return calls;
}

describe('closing page: closing and reopening', () => {
  beforeEach(() => setSession({ token: 'tok', user: owner }));
  afterEach(() => vi.unstubAllGlobals());
  const current = todayIn('America/Sao_Paulo').slice(0, 7);
  const previous = shiftMonth(current, -1);

  it("disables 'Fechar mês' for the current and a future month, and says why", async () => {
    server({});
    renderRoute('/fechamento', <ClosingPage />);
    const button = await screen.findByRole('button', { name: 'Fechar mês' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('title')).toBe('Só é possível fechar um mês depois que ele termina');
    const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Só é possível fechar um mês depois que ele termina.');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await screen.findByText(formatMonthName(shiftMonth(current, 1), true));
    expect((screen.getByRole('button', { name: 'Fechar mês' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lets the company's user reopen a closed month after confirming, and shows who reopened it", async () => {
    const calls = server(
      { [previous]: { status: 'fechado', closedAt: '2026-11-02T12:00:00.000Z', closedBy: 'Dona Maria' } },
      () =>
        jsonResponse(200, closingOf(previous, { reopenedAt: '2026-11-21T15:30:00.000Z', reopenedBy: 'Dona Maria' })),
    );
    renderRoute('/fechamento', <ClosingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mês anterior' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reabrir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reabrir mês' });
    expect(dialog.textContent).toContain('A reabertura fica registrada com o seu nome e a hora.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText(/^reaberto por Dona Maria em 21\/11\/2026 12:30$/)).toBeTruthy();
    expect(calls).toContain(`POST /api/closings/${previous}/reopen`);
    expect((screen.getByRole('button', { name: 'Fechar mês' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
