import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { testUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoute } from '../../../test/render';
import { BillAlertDays } from './bill-alert-days';

/** The company's "aviso de contas" (aviso_contas_dias), beside the user's switches (ADR 051). */
const COMPANY = {
  nome: 'Armazém',
  tipo_empresa: 'mei',
  cnpj: '12345678000195',
  endereco: 'Rua A, 1',
  cidade: 'Recife',
  uf: 'PE',
  chave_pix: 'pix@armazem.com.br',
  aviso_contas_dias: 7,
};

describe('Notificações: the aviso de contas', () => {
  beforeEach(() => setSession({ token: 'tok', user: testUser() }));
  afterEach(() => vi.unstubAllGlobals());

  it('saves the days alone, never the company details; out of 1–60 is refused beside the box', async () => {
    const puts: unknown[] = [];
    mockApi({
      'GET /settings/company': () => jsonResponse(200, { data: COMPANY }),
      'PUT /settings/company/aviso-contas': (_u, init) => {
        const body = JSON.parse(String(init?.body));
        puts.push(body);
        return jsonResponse(200, { data: { ...COMPANY, aviso_contas_dias: body.aviso_contas_dias } });
      },
    });
    await renderRoute('/settings', <BillAlertDays />);
    const box = await screen.findByLabelText('Avisar das contas que vencem nos próximos (dias)');
    expect((box as HTMLInputElement).value).toBe('7');
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar aviso' }));
    expect(await screen.findByText('Aviso de contas: de 1 a 60 dias')).toBeTruthy();
    expect(puts).toEqual([]);
    fireEvent.change(box, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar aviso' }));
    // Only the days: an Empresa edit saved meanwhile is not written over with the details read here.
    await vi.waitFor(() => expect(puts).toEqual([{ aviso_contas_dias: 15 }]));
    await vi.waitFor(() => expect(screen.queryByText('Aviso de contas: de 1 a 60 dias')).toBeNull());
  });
});
