import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '../lib/session';

// A screen's first render loads its lazy modules, transformed on demand in a fresh worker: on a
// shared 2-core machine that alone can pass testing-library's 1 s default, and findBy/waitFor
// failed on pages that were right. A wrong page still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks it; React Router's scroll restoration calls it on navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});
