/** What other modules may use of the DRE (issue 22 §4, ADR 052): its routes. */
export { dreRoutes } from './dre.routes.js';
