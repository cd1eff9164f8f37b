import { type ErrorCode, MSG } from '@livro-caixa/domain';

/** The one error type of the API: a code, its HTTP status and a pt-BR message (documenso's AppError). */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION', 400, message, fields);
export const unauthenticated = (message: string = MSG.unauthenticated) => new AppError('UNAUTHENTICATED', 401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError('FORBIDDEN', 403, message);
export const notFound = (message: string = MSG.notFound) => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('CONFLICT', 409, message, fields);
export const rateLimited = () => new AppError('RATE_LIMITED', 429, MSG.rateLimited);
