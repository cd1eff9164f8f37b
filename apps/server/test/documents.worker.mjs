// The document threads' file when the server runs from source (documents.worker.test.ts): a
// worker thread does not get Vitest's TypeScript loading, so this one asks tsx for it.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('../src/documents.worker.ts', import.meta.url);
export default worker.default;
