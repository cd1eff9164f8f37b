import type { Pagination } from '@livro-caixa/domain';

export function pageInfo(total: number, page: number, limit: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
