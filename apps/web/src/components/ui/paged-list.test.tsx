import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { callsTo, mockApi } from '../../test/mock-api';
import { jsonResponse, renderRoute } from '../../test/render';
import { PagedList, usePagedList } from './paged-list';
import { SearchInput } from './search-input';

interface Row {
  id: number;
  nome: string;
}
type Answer = { data: Row[]; pagination: { page: number; limit: number; total: number; totalPages: number } };

const rowsQuery = (filters: { search: string }, page: number) =>
  queryOptions({
    queryKey: ['rows', filters, page],
    queryFn: ({ signal }) => api.get<Answer>('/rows', { query: { ...filters, page }, signal }),
    placeholderData: keepPreviousData,
  });

function RowsPage() {
  const { page, setPage, search, setSearch, list } = usePagedList({ search: '' }, rowsQuery);
  return (
    <>
      <SearchInput label="Buscar" value={search} onChange={(event) => setSearch(event.target.value)} />
      <PagedList list={list} page={page} onPageChange={setPage} noun={['linha', 'linhas']} loadError="Erro ao carregar">
        <ul>
          {(list.data?.data ?? []).map((row) => (
            <li key={row.id}>{row.nome}</li>
          ))}
        </ul>
      </PagedList>
    </>
  );
}

const answer = (url: URL) => {
  const page = Number(url.searchParams.get('page'));
  const search = url.searchParams.get('search') ?? '';
  return jsonResponse(200, {
    data: [{ id: page, nome: `Linha ${page}${search ? ` (${search})` : ''}` }],
    pagination: { page, limit: 1, total: 3, totalPages: 3 },
  });
};

describe('PagedList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the search and the page in the URL, and opens on them', async () => {
    const fetchMock = mockApi({ 'GET /rows': answer });
    const { router } = renderRoute('/rows', <RowsPage />);
    expect(await screen.findByText('Linha 1')).toBeTruthy();
    expect(screen.getByText('3 linhas')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(await screen.findByText('Linha 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');

    // A search goes back to page 1, once the typing pauses.
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'pão' } });
    expect(await screen.findByText('Linha 1 (pão)')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('pão');
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);
    expect(callsTo(fetchMock, 'GET', '/rows').at(-1)?.url.searchParams.get('search')).toBe('pão');
  });

  it('a link with a search and a page opens there', async () => {
    const fetchMock = mockApi({ 'GET /rows': answer });
    await renderRoute('/rows', <RowsPage />).router.navigate('/rows?search=bolo&page=3');
    expect(await screen.findByText('Linha 3 (bolo)')).toBeTruthy();
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('bolo');
    const last = callsTo(fetchMock, 'GET', '/rows').at(-1)?.url.searchParams;
    expect([last?.get('search'), last?.get('page')]).toEqual(['bolo', '3']);
  });

  it('a failed load takes the list’s place, with Tentar novamente', async () => {
    let fail = true;
    mockApi({
      'GET /rows': (url) => (fail ? jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno' }) : answer(url)),
    });
    renderRoute('/rows', <RowsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Erro ao carregar');
    expect(screen.queryByRole('list')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByText('Linha 1')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
