import { createHash } from 'node:crypto';

/**
 * The same document asked for again is not drawn again (ADR 032). A PDF is a pure function of
 * what it shows and of the minute it says it was generated in: the owner who clicks 'Baixar PDF'
 * twice, the monthly e-mail that attaches a company's closing for each of its users, get the bytes
 * drawn the first time. Requests for a document still being drawn wait for that drawing. A handful
 * of documents are kept, the least recently asked for dropped first.
 */
const DOCUMENTS = 16;
const BYTES = 8 * 1024 * 1024;

const kept = new Map<string, Buffer>();
const drawing = new Map<string, Promise<Buffer>>();
let keptBytes = 0;

function keep(key: string, pdf: Buffer) {
  kept.set(key, pdf);
  keptBytes += pdf.length;
  for (const [oldest, bytes] of kept) {
    if (kept.size <= DOCUMENTS && keptBytes <= BYTES) break;
    kept.delete(oldest);
    keptBytes -= bytes.length;
  }
}

/**
 * The PDF `draw` makes of `input`, drawn once while it is kept. `input` must hold everything the
 * document shows (its data, and `generatedAt`, the minute it states); the bytes answered are shared
 * and must not be changed.
 */
export function drawOnce(
  input: { kind: string; generatedAt: Date } & Record<string, unknown>,
  draw: () => Promise<Buffer>,
) {
  const minute = input.generatedAt.toISOString().slice(0, 16);
  const key = createHash('sha256')
    .update(JSON.stringify({ ...input, generatedAt: minute }))
    .digest('base64url');
  const pdf = kept.get(key);
  if (pdf) {
    kept.delete(key);
    kept.set(key, pdf);
    return Promise.resolve(pdf);
  }
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw()
      .then((drawn) => {
        keep(key, drawn);
        return drawn;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
