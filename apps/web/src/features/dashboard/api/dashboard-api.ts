import type { Dashboard, Note, NoteInput, Reminder, ReminderInput, ReminderStatus } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../../lib/api';
import type { DataResponse } from '../../../lib/api-types';
import type { DateRange } from '../../../lib/date-range';
import { sortNotes, sortReminders, upsertById } from '../model';

export const DASHBOARD_ROOT = 'dashboard';

/** One call gives the period's figures, rankings, latest entries, notes and reminders. */
export function dashboardQuery(range: DateRange) {
  return queryOptions({
    queryKey: [DASHBOARD_ROOT, 'metrics', range.start, range.end],
    queryFn: ({ signal }) =>
      api.get<Dashboard>('/dashboard/metrics', { query: { startDate: range.start, endDate: range.end }, signal }),
    placeholderData: keepPreviousData,
    // Payments and expenses are written on other screens: coming back always shows fresh figures
    // (the cached ones stay on screen while they load).
    staleTime: 0,
  });
}

/**
 * Notes and reminders ride in the dashboard answer. A change puts the server's answer into every
 * cached period instead of reloading the figures, which did not change.
 */
function useUpdateCachedDashboards() {
  const queryClient = useQueryClient();
  return (update: (dashboard: Dashboard) => Dashboard) =>
    queryClient.setQueriesData<Dashboard>({ queryKey: [DASHBOARD_ROOT, 'metrics'] }, (current) =>
      current ? update(current) : current,
    );
}

/** A dashboard with `note` added or replaced, in the notes' order. */
const withNote = (note: Note) => (d: Dashboard) => ({ ...d, notes: sortNotes(upsertById(d.notes, note)) });

/** A dashboard with `reminder` added or replaced, in the reminders' order. */
const withReminder = (reminder: Reminder) => (d: Dashboard) => ({
  ...d,
  reminders: sortReminders(upsertById(d.reminders, reminder)),
});

export function useSaveNote() {
  const update = useUpdateCachedDashboards();
  return useMutation<DataResponse<Note>, ApiError, { id: number | null; data: NoteInput }>({
    mutationFn: ({ id, data }) =>
      id === null ? api.post<DataResponse<Note>>('/notes', data) : api.put<DataResponse<Note>>(`/notes/${id}`, data),
    onSuccess: ({ data: note }) => update(withNote(note)),
  });
}

export function useToggleNotePin() {
  const update = useUpdateCachedDashboards();
  return useMutation<DataResponse<Note>, ApiError, Note>({
    mutationFn: (note) => api.put<DataResponse<Note>>(`/notes/${note.id}`, { is_pinned: !note.is_pinned }),
    onSuccess: ({ data: note }) => update(withNote(note)),
    // A pin failure is only logged.
    onError: (error) => console.error('Erro ao fixar nota', error),
  });
}

export function useDeleteNote() {
  const update = useUpdateCachedDashboards();
  return useMutation<void, ApiError, number>({
    mutationFn: (id) => api.delete(`/notes/${id}`),
    onSuccess: (_, id) => update((d) => ({ ...d, notes: d.notes.filter((n) => n.id !== id) })),
    onError: (error) => console.error('Erro ao excluir nota', error),
  });
}

export function useSaveReminder() {
  const update = useUpdateCachedDashboards();
  return useMutation<DataResponse<Reminder>, ApiError, { id: number | null; data: ReminderInput }>({
    mutationFn: ({ id, data }) =>
      id === null
        ? api.post<DataResponse<Reminder>>('/reminders', data)
        : api.put<DataResponse<Reminder>>(`/reminders/${id}`, data),
    onSuccess: ({ data: reminder }) => update(withReminder(reminder)),
  });
}

export function useSetReminderStatus() {
  const update = useUpdateCachedDashboards();
  return useMutation<DataResponse<Reminder>, ApiError, { id: number; status: ReminderStatus }>({
    mutationFn: ({ id, status }) => api.put<DataResponse<Reminder>>(`/reminders/${id}`, { status }),
    onSuccess: ({ data: reminder }) => update(withReminder(reminder)),
    // A complete failure is only logged.
    onError: (error) => console.error('Erro ao atualizar lembrete', error),
  });
}

export function useDeleteReminder() {
  const update = useUpdateCachedDashboards();
  return useMutation<void, ApiError, number>({
    mutationFn: (id) => api.delete(`/reminders/${id}`),
    onSuccess: (_, id) => update((d) => ({ ...d, reminders: d.reminders.filter((r) => r.id !== id) })),
    onError: (error) => console.error('Erro ao excluir lembrete', error),
  });
}
