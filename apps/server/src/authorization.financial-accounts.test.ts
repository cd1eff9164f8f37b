import { describeRoutes } from '../test/authorization/harness.js';

// Who may call each route of this theme: test/authorization/financial-accounts.ts.
describeRoutes(import.meta.url);
