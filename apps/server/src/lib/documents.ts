import Piscina from 'piscina';

/**
 * PDFs drawn on worker threads (ADR 033). Drawing a closing takes about 10 ms of CPU and a receipt
 * about 4 ms, in one piece: on the main thread every other request waits for it. `offThread` wraps
 * a feature's drawing function; once `startDocumentThreads` has run (the server's `main.ts`), a
 * call is sent by name to the worker file (`documents.worker.ts`), whose `DOCUMENTS` holds every
 * wrapped function under that name. Without threads (the API tests, a script) the function runs here.
 */
export type Render<A extends unknown[]> = (...args: A) => Promise<Buffer>;

const names = new Set<string>();
let pool: Piscina | null = null;

/** `render`, run on a document thread when they are started; `name` is its export in the worker file. */
export function offThread<A extends unknown[]>(name: string, render: Render<A>): Render<A> {
  names.add(name);
  return async (...args) => {
    if (!pool) return render(...args);
    const bytes: Uint8Array = await pool.run({ name, args } satisfies DocumentTask);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
}

/** The names given to `offThread`: the worker file's `DOCUMENTS` must hold each (documents.worker.test.ts). */
export function documentNames(): string[] {
  return [...names].sort();
}

interface DocumentTask {
  name: string;
  args: unknown[];
}

/**
 * The worker file's default export: draws the document `name` of `documents` and hands the bytes
 * back without a copy when the PDF owns its whole memory (Buffer.concat of a PDF does).
 */
// biome-ignore lint/suspicious/noExplicitAny: each document takes its own arguments
export function documentThread(documents: Record<string, Render<any[]>>) {
  return async ({ name, args }: DocumentTask) => {
    const render = documents[name];
    if (!render) throw new Error(`documento desconhecido: ${name}`);
    const pdf = await render(...args);
    const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    return own ? Piscina.move(new Uint8Array(pdf.buffer)) : new Uint8Array(pdf);
  };
}

/**
 * Starts `threads` document threads (0: none, every document is drawn on the calling thread).
 * From source (the tests), `workerFile` is test/documents.worker.mjs, which loads the TypeScript.
 */
export function startDocumentThreads(workerFile: URL, threads: number) {
  if (pool || threads === 0) return;
  pool = new Piscina({
    filename: workerFile.href,
    minThreads: 1,
    maxThreads: threads,
    // A thread that sat idle for 5 minutes goes; the next one pays the fonts again (about 0.2 s).
    idleTimeout: 300_000,
  });
}

/** How many documents the threads have drawn since they started. */
export function drawnOnThreads(): number {
  return pool?.completed ?? 0;
}

export async function stopDocumentThreads() {
  const running = pool;
  pool = null;
  await running?.destroy();
}
