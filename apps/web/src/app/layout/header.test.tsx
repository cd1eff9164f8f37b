import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../lib/session';
import { testUser } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { Header } from './header';

describe('header', () => {
  afterEach(() => clearSession());

  it("shows the user's whole name, with no fixed cap, and the full name in a title", () => {
    const name = 'Maria Aparecida dos Santos Oliveira';
    setSession({ token: 'tok', user: testUser({ name }) });
    renderRoute('/payments', <Header />);
    const menu = screen.getByRole('button', { name: /menu do usuário/ });
    const shown = [...menu.querySelectorAll('span')].find((span) => span.textContent === name);
    expect(shown?.getAttribute('title')).toBe(name);
    // Cut only when the header has no room (truncate), never at a fixed width.
    expect(shown?.className).not.toMatch(/max-w-/);
    expect(shown?.className).toMatch(/truncate/);
  });
});
