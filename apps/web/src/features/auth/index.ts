/** What other features use of auth (ADR 029): Settings reads the signed-in user again after a restore. */
export { fetchMe } from './api/auth-requests';
