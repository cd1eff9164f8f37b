import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';

/** Renders `element` at `path` with a fresh query client; '/dashboard' shows a marker. */
export function renderRoute(path: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/dashboard', element: <p>Página inicial</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

/** A fetch answering JSON with the given status. */
export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Clicks the button named `button` (in `container`, or anywhere) and waits for `answer` on the screen. */
export async function clickAndSee(button: string, answer: string, container?: HTMLElement) {
  fireEvent.click((container ? within(container) : screen).getByRole('button', { name: button }));
  expect(await screen.findByText(answer)).toBeTruthy();
}

/** Clicks the button named `button` (in `container`, or anywhere) and waits for the dialog named `dialog`. */
export async function openDialog(button: string | RegExp, dialog: string, container?: HTMLElement) {
  fireEvent.click((container ? within(container) : screen).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}
