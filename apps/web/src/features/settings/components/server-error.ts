import { ApiError } from '../../../lib/api';

/**
 * The text of a form's error alert: the server's message (spec: "server message preferred"),
 * unless that very message is already shown next to one of the form's fields — then the spec's
 * general text (`fallback`), so that the same words do not appear twice.
 */
export function serverAlertText(error: unknown, fallback: string, fieldNames: readonly string[] = []): string {
  if (!(error instanceof ApiError) || !error.body?.message) return fallback;
  const { message, fields = {} } = error.body;
  const shownAtField = Object.entries(fields).some(([name, text]) => fieldNames.includes(name) && text === message);
  return shownAtField ? fallback : message;
}
