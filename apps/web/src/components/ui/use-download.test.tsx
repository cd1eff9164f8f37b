import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { dismiss, getItems, toastError } from './toast';
import { useDownload } from './use-download';

vi.mock('../../lib/save-blob', () => ({ saveBlob: vi.fn() }));

const refusal = (message?: string) =>
  new ApiError(409, message ? { error: 'CONFLICT', message } : { error: 'CONFLICT', message: '' });
const last = () => getItems().at(-1);

afterEach(() => {
  for (const item of getItems()) dismiss(item.id);
  vi.mocked(saveBlob).mockClear();
});

describe('toastError', () => {
  it("titles the toast with what failed and puts the server's reason under it", () => {
    toastError(refusal('Atendente possui lançamentos'), 'Erro ao excluir atendente');
    expect(last()).toMatchObject({
      tone: 'error',
      title: 'Erro ao excluir atendente',
      description: 'Atendente possui lançamentos',
    });
  });

  it('says the title alone when the server gave no reason, or the same words, or it was no API error', () => {
    toastError(refusal(), 'Erro ao gerar recibo');
    expect(last()).toMatchObject({ title: 'Erro ao gerar recibo', description: undefined });
    toastError(refusal('Erro ao reabrir o mês'), 'Erro ao reabrir o mês');
    expect(last()).toMatchObject({ title: 'Erro ao reabrir o mês', description: undefined });
    toastError(new DOMException('denied', 'NotAllowedError'), 'Não foi possível copiar');
    expect(last()).toMatchObject({ title: 'Não foi possível copiar', description: undefined });
  });
});

describe('useDownload', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  );

  it("saves the file under the fetcher's name, then calls onSaved", async () => {
    const blob = new Blob(['%PDF']);
    const onSaved = vi.fn();
    const { result } = renderHook(
      () =>
        useDownload((n: number) => Promise.resolve({ blob, filename: `recibo-${n}.pdf` }), { failure: 'x', onSaved }),
      { wrapper },
    );
    act(() => result.current.mutate(7));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('recibo-7.pdf'));
    expect(saveBlob).toHaveBeenCalledWith(blob, 'recibo-7.pdf');
    expect(getItems()).toEqual([]);
  });

  it('says a failure in a toast titled `failure`, and saves nothing', async () => {
    const { result } = renderHook(
      () => useDownload(() => Promise.reject(refusal('Mês sem lançamentos')), { failure: 'Erro ao gerar PDF' }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() =>
      expect(last()).toMatchObject({ title: 'Erro ao gerar PDF', description: 'Mês sem lançamentos' }),
    );
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
