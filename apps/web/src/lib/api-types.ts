import type { Pagination } from '@livro-caixa/domain';

/** A single resource: `{ data: … }`. */
export interface DataResponse<T> {
  data: T;
}

/** A page of a list: `{ data: [...], pagination }`. */
export interface ListResponse<T> {
  data: T[];
  pagination: Pagination;
}
