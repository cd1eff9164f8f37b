import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '../lib/session';

// jsdom lacks it; React Router's scroll restoration calls it on navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});
