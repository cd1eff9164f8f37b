import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render';
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
