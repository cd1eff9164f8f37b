import { DEFAULT_NOTIFICATIONS, DEFAULT_PREFERENCES, type Settings } from '@livro-caixa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast';
import { getSession, setSession } from '../../lib/session';
import { testSettings, testUser } from '../../test/fixtures';
import { callsTo, type FetchMock, mockApi } from '../../test/mock-api';
import { clickAndSee, jsonResponse, renderRoute } from '../../test/render';
import { SettingsPage } from './settings-page';

const user = testUser();

const settings = (patch: Partial<Settings> = {}) => testSettings(patch, user);

const bodyOf = (fetchMock: FetchMock, method: string, path: string) =>
  callsTo(fetchMock, method, path).map((call) => call.body);

function open(path = '/settings') {
  return renderRoute(
    '/settings',
    <>
      <SettingsPage />
      <Toaster />
    </>,
  ).router.navigate(path);
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('settings', () => {
  beforeEach(() => setSession({ token: 'tok', user }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has a tab for each of the groups and the dark-mode switch', async () => {
    mockApi({ 'GET /settings': () => jsonResponse(200, settings()) });
    await open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Perfil',
      'Empresa',
      'Categorias',
      'Contas financeiras',
      'Recorrentes',
      'Senha',
      'Preferências',
      'Notificações',
      'Segurança',
      'Backup',
    ]);
    const dark = screen.getByRole('switch', { name: 'Modo escuro' });
    fireEvent.click(dark);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    fireEvent.click(dark);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('saves the profile and the stored user follows (the header shows it)', async () => {
    const fetchMock = mockApi({
      'GET /settings': () => jsonResponse(200, settings()),
      'PUT /settings/profile': () =>
        jsonResponse(200, { user: { ...user, name: 'Maria S. Lima', tenant_name: 'Padaria Nova' } }),
    });
    await open();
    await screen.findByDisplayValue('Maria Souza');
    fill('Nome', 'Maria S. Lima');
    fill('Telefone', '(11) 98765-4321');
    fill('Nome da empresa', 'Padaria Nova');
    await clickAndSee('Salvar perfil', 'Perfil atualizado com sucesso!');
    expect(bodyOf(fetchMock, 'PUT', '/settings/profile')[0]).toEqual({
      name: 'Maria S. Lima',
      email: user.email,
      phone: '(11) 98765-4321',
      company: 'Padaria Nova',
    });
    expect(getSession()?.user.name).toBe('Maria S. Lima');
    expect(getSession()?.user.tenant_name).toBe('Padaria Nova');
  });

  it('Empresa: shows the stored details, refuses a CNPJ whose digits fail beside the field, saves the rest', async () => {
    const stored = {
      nome: 'Padaria',
      tipo_empresa: 'ME',
      cnpj: '11222333000181',
      endereco: null,
      cidade: 'Recife',
      uf: 'PE',
      chave_pix: null,
    };
    const fetchMock = mockApi({
      'GET /settings': () => jsonResponse(200, settings()),
      'GET /settings/company': () => jsonResponse(200, { data: stored }),
      'PUT /settings/company': () => jsonResponse(200, { data: { ...stored, endereco: 'Rua da Aurora, 100' } }),
    });
    await open('/settings?tab=empresa');
    await screen.findByDisplayValue('11.222.333/0001-81');
    expect((screen.getByLabelText('UF') as HTMLSelectElement).value).toBe('PE');
    fill('CNPJ', '11.222.333/0001-82');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar dados da empresa' }));
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/settings/company')).toHaveLength(0);
    fill('CNPJ', '11222333000181');
    fill('Endereço', 'Rua da Aurora, 100');
    await clickAndSee('Salvar dados da empresa', 'Dados da empresa salvos');
    expect(bodyOf(fetchMock, 'PUT', '/settings/company')[0]).toEqual({
      tipo_empresa: 'ME',
      cnpj: '11222333000181',
      endereco: 'Rua da Aurora, 100',
      cidade: 'Recife',
      uf: 'PE',
      chave_pix: null,
    });
  });

  it("shows the server's refusal next to the e-mail and 'Erro ao atualizar perfil' above", async () => {
    mockApi({
      'GET /settings': () => jsonResponse(200, settings()),
      'PUT /settings/profile': () =>
        jsonResponse(409, {
          error: 'CONFLICT',
          message: 'E-mail já cadastrado',
          fields: { email: 'E-mail já cadastrado' },
        }),
    });
    await open();
    await screen.findByDisplayValue('Maria Souza');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao atualizar perfil');
    expect(screen.getByText('E-mail já cadastrado')).toBeTruthy();
  });

  it('checks the password form before sending; a wrong current password is shown at its field', async () => {
    const fetchMock = mockApi({
      'GET /settings': () => jsonResponse(200, settings()),
      'PUT /settings/password': () =>
        jsonResponse(400, {
          error: 'VALIDATION',
          message: 'Senha atual incorreta',
          fields: { currentPassword: 'Senha atual incorreta' },
        }),
    });
    await open('/settings?tab=senha');
    await screen.findByLabelText('Senha atual');
    fill('Senha atual', 'velha123');
    fill('Nova senha', 'abc');
    fill('Confirmar nova senha', 'abd');
    await clickAndSee('Alterar senha', 'A senha deve ter pelo menos 6 caracteres');
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
    expect(bodyOf(fetchMock, 'PUT', '/settings/password')).toHaveLength(0);

    fill('Nova senha', 'nova-senha');
    fill('Confirmar nova senha', 'nova-senha');
    await clickAndSee('Alterar senha', 'Senha atual incorreta');
    expect(screen.getByRole('alert').textContent).toBe('Erro ao alterar senha');
    expect(bodyOf(fetchMock, 'PUT', '/settings/password')[0]).toEqual({
      currentPassword: 'velha123',
      newPassword: 'nova-senha',
    });
  });

  it('saves the preferences and refreshes the cached settings', async () => {
    let saved = DEFAULT_PREFERENCES;
    const fetchMock = mockApi({
      'GET /settings': () => jsonResponse(200, settings({ preferences: saved })),
      'PUT /settings/preferences': (_url, init) => {
        saved = JSON.parse(String(init?.body));
        return jsonResponse(200, { preferences: saved });
      },
    });
    await open('/settings?tab=preferencias');
    const month = (await screen.findByLabelText('Início do ano fiscal')) as HTMLSelectElement;
    expect([...month.options].map((o) => o.text).slice(0, 3)).toEqual(['Janeiro', 'Fevereiro', 'Março']);
    expect((screen.getByLabelText('Moeda') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(month, { target: { value: '04' } });
    fireEvent.change(screen.getByLabelText('Formato de data'), { target: { value: 'YYYY-MM-DD' } });
    fireEvent.change(screen.getByLabelText('Fuso horário'), { target: { value: 'America/Manaus' } });
    fireEvent.change(screen.getByLabelText('Status padrão de pagamento'), { target: { value: 'confirmado' } });
    await clickAndSee('Salvar preferências', 'Preferências salvas com sucesso!');
    expect(saved).toEqual({
      currency: 'BRL',
      language: 'pt-BR',
      dateFormat: 'YYYY-MM-DD',
      timeZone: 'America/Manaus',
      fiscalYearStart: '04',
      defaultPaymentStatus: 'confirmado',
    });
    // Invalidated: read again, so every screen gets the new preferences.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/settings')).length).toBe(2));
  });

  it('saves the six notification switches', async () => {
    const fetchMock = mockApi({
      'GET /settings': () => jsonResponse(200, settings()),
      'PUT /settings/notifications': (_u, init) => jsonResponse(200, { notifications: JSON.parse(String(init?.body)) }),
    });
    await open('/settings?tab=notificacoes');
    await screen.findByRole('switch', { name: 'Newsletter' });
    const switches = screen.getAllByRole('switch');
    // Everything off until the user turns it on (docs/product-rules.md, "E-mail only with consent").
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'Newsletter' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Notificações por e-mail' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Alertas de despesas' }));
    await clickAndSee('Salvar notificações', 'Configurações de notificação salvas!');
    expect(bodyOf(fetchMock, 'PUT', '/settings/notifications')[0]).toEqual({
      ...DEFAULT_NOTIFICATIONS,
      emailNotifications: true,
      expenseAlerts: true,
      newsletterSubscription: true,
    });
  });

  it('security: timeout range, IP list with validation and "Adicionar meu IP", server refusal', async () => {
    let refuse = true;
    const fetchMock = mockApi({
      'GET /settings': () => jsonResponse(200, settings()),
      'PUT /settings/security': (_u, init) => {
        const body = JSON.parse(String(init?.body));
        if (refuse) {
          const message = 'Inclua o seu IP atual (200.1.2.3) na lista de IPs permitidos';
          return jsonResponse(400, { error: 'VALIDATION', message, fields: { allowedIPs: message } });
        }
        return jsonResponse(200, { security: { ...settings().security, ...body, twoFactorAuth: false } });
      },
    });
    await open('/settings?tab=seguranca');
    await screen.findByLabelText('Tempo de sessão (minutos)');
    fill('Tempo de sessão (minutos)', '200');
    await clickAndSee('Salvar segurança', 'O tempo de sessão deve estar entre 5 e 120 minutos');
    fill('Tempo de sessão (minutos)', '45');

    fill('IPs permitidos', '10.0.0.300');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByText('IP ou faixa de IPs inválida')).toBeTruthy();
    fill('IPs permitidos', '10.0.0.0/24');
    fireEvent.keyDown(screen.getByLabelText('IPs permitidos'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('switch', { name: 'Restringir acesso por IP' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar segurança' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Inclua o seu IP atual (200.1.2.3) na lista de IPs permitidos',
    );

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar meu IP' }));
    const list = screen.getByRole('list', { name: 'Lista de IPs permitidos' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('code')?.textContent),
    ).toEqual(['10.0.0.0/24', '200.1.2.3']);
    expect(screen.getByRole('button', { name: 'Meu IP já está na lista' })).toBeTruthy();
    await clickAndSee('Salvar segurança', 'Configurações de segurança atualizadas!');
    expect(bodyOf(fetchMock, 'PUT', '/settings/security').at(-1)).toEqual({
      sessionTimeout: 45,
      ipRestriction: true,
      allowedIPs: ['10.0.0.0/24', '200.1.2.3'],
    });
  });

  it('two-step verification: QR code and key, then a code turns it on; a code turns it off', async () => {
    const security = settings().security;
    const fetchMock = mockApi({
      'GET /settings': () => jsonResponse(200, settings()),
      'POST /settings/security/2fa/setup': () =>
        jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCode: 'data:image/png;base64,AAAA',
        }),
      'POST /settings/security/2fa/enable': (_u, init) =>
        JSON.parse(String(init?.body)).code === '123456'
          ? jsonResponse(200, { security: { ...security, twoFactorAuth: true } })
          : jsonResponse(400, {
              error: 'VALIDATION',
              message: 'Código de verificação inválido',
              fields: { code: 'Código de verificação inválido' },
            }),
      'POST /settings/security/2fa/disable': () => jsonResponse(200, { security }),
    });
    await open('/settings?tab=seguranca');
    const section = await screen.findByRole('region', { name: 'Verificação em duas etapas' });
    expect(within(section).getByText('Desativada')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Ativar' }));

    const form = await screen.findByRole('form', { name: 'Verificação em duas etapas' });
    expect(within(form).getByRole('img', { name: 'QR code para o aplicativo autenticador' }).getAttribute('src')).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(within(form).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    const code = within(form).getByLabelText('Código de verificação') as HTMLInputElement;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '12a' } });
    expect(code.value).toBe('12');
    fireEvent.click(within(form).getByRole('button', { name: 'Confirmar e ativar' }));
    expect(await within(form).findByText('Informe o código de 6 dígitos do aplicativo autenticador')).toBeTruthy();
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirmar e ativar' }));
    expect(await within(form).findByText('Código de verificação inválido')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirmar e ativar' }));

    const active = await screen.findByRole('region', { name: 'Verificação em duas etapas' });
    expect(await within(active).findByText('Ativada')).toBeTruthy();
    fireEvent.click(within(active).getByRole('button', { name: 'Desativar' }));
    const off = await screen.findByRole('form', { name: 'Verificação em duas etapas' });
    fireEvent.change(within(off).getByLabelText('Código de verificação'), { target: { value: '111222' } });
    fireEvent.click(within(off).getByRole('button', { name: 'Confirmar desativação' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Verificação em duas etapas' })).findByText('Desativada'),
    ).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST', '/settings/security/2fa/disable')).toEqual([{ code: '111222' }]);
  });

  it('backup: automatic settings with the retention range, stored files, restore only after confirming', async () => {
    const fetchMock = mockApi({
      'GET /settings': () =>
        jsonResponse(
          200,
          settings({
            backup: {
              ...settings().backup,
              lastBackupAt: '2026-11-21T05:00:00.000Z',
              backups: [
                {
                  name: 'backup_2026-11-21_0500.json',
                  size: 1536,
                  kind: 'auto',
                  created_at: '2026-11-21T05:00:00.000Z',
                },
              ],
            },
          }),
        ),
      'PUT /settings/backup': (_u, init) =>
        jsonResponse(200, { backup: { ...settings().backup, ...JSON.parse(String(init?.body)) } }),
      'POST /settings/backup/restore': () =>
        jsonResponse(200, {
          message: 'Backup restaurado com sucesso!',
          restored: { attendants: 2, tripeiros: 1, payments: 10, expenses: 3 },
        }),
      'GET /auth/me': () => jsonResponse(200, { user }),
    });
    await open('/settings?tab=backup');
    expect(await screen.findByText('backup_2026-11-21_0500.json')).toBeTruthy();
    expect(screen.getByText('21/11/2026 02:00 · 1,5 KB')).toBeTruthy();
    expect(screen.getByText('Último backup automático: 21/11/2026 02:00 (horário de Brasília)')).toBeTruthy();

    fill('Retenção (dias)', '400');
    await clickAndSee('Salvar backup automático', 'A retenção deve estar entre 7 e 365 dias');
    fill('Retenção (dias)', '90');
    fill('Frequência', 'weekly');
    await clickAndSee('Salvar backup automático', 'Configurações de backup salvas!');
    expect(bodyOf(fetchMock, 'PUT', '/settings/backup')[0]).toEqual({
      autoBackup: true,
      backupFrequency: 'weekly',
      backupTime: '02:00',
      retentionDays: 90,
    });

    const input = screen.getByLabelText('Arquivo de backup') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['não é json'], 'x.json')] } });
    expect(await screen.findByText('Arquivo de backup inválido')).toBeTruthy();

    const doc = { format: 'livro-caixa-backup', version: 1 };
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(doc)], 'backup_2026-11-21.json')] } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Restaurar backup' });
    expect(dialog.textContent).toContain(
      'Os dados atuais da empresa serão substituídos pelos do arquivo backup_2026-11-21.json.',
    );
    expect(bodyOf(fetchMock, 'POST', '/settings/backup/restore')).toHaveLength(0);
    await clickAndSee('Restaurar', 'Backup restaurado com sucesso!', dialog);
    expect(bodyOf(fetchMock, 'POST', '/settings/backup/restore')).toEqual([{ confirm: true, backup: doc }]);
  });
});
