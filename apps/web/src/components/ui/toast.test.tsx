import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getItems, Toaster, toast } from './toast';

afterEach(() => {
  act(() => {
    for (const item of getItems()) dismiss(item.id);
  });
});

describe('toasts', () => {
  it('shows one at a time: the newest replaces the one before', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Pagamento criado com sucesso');
      toast.success('Despesa excluída');
      toast.error('Erro ao excluir atendente', 'Atendente possui lançamentos');
    });
    const region = await screen.findByRole('region', { name: /Notificações/ });
    expect(await within(region).findByText('Erro ao excluir atendente')).toBeTruthy();
    expect(within(region).queryByText('Pagamento criado com sucesso')).toBeNull();
    expect(within(region).queryByText('Despesa excluída')).toBeNull();
    expect(getItems()).toHaveLength(1);
  });

  it("keeps the newest toast's action working", async () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(() => {
      toast.success('Despesa excluída');
      toast.success('Pagamento criado com sucesso', 'Está em 10/11/2026', { label: 'Ver no dia 10/11/2026', onClick });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ver no dia 10/11/2026' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Despesa excluída')).toBeNull();
  });
});
