import { describeRoutes } from '../test/authorization/harness.js';

// Who may call each route of this theme: test/authorization/bills.ts.
describeRoutes(import.meta.url);
