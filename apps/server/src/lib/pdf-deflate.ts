import zlib from 'node:zlib';

/**
 * How a PDF's streams are deflated when it ends (ADR 055). pdfkit deflates each stream with
 * `zlib.deflateSync` at zlib's default level (6), with no option to choose: for a closing that was
 * a quarter of its CPU, and the font subsets, the same bytes in most documents, were deflated again
 * every time. Level 1 costs half as much for about a tenth more bytes (a closing: 33 → 36 KiB), and a
 * stream seen before is answered from a small cache of its deflated bytes. Deflating the same bytes
 * at the same level gives the same bytes, so what a PDF reads is unchanged (pdf-text tests).
 */
const LEVEL = 1;
/** Node's own, taken before anything swaps it. */
const deflateSync = zlib.deflateSync;
/** Streams kept, with their deflated bytes: the subsets and character maps of a few documents. */
const KEPT = 64;
/** Only streams this large are kept: a page's short content is cheaper to deflate than to compare. */
const KEEP_FROM = 512;

const kept = new Map<number, Array<{ bytes: Buffer; deflated: Buffer }>>();
let keptCount = 0;

function deflate(data: Uint8Array): Buffer {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.length < KEEP_FROM) return deflateSync(bytes, { level: LEVEL });
  const sameLength = kept.get(bytes.length) ?? [];
  const hit = sameLength.find((k) => k.bytes.equals(bytes));
  if (hit) return hit.deflated;
  const deflated = deflateSync(bytes, { level: LEVEL });
  if (keptCount >= KEPT) {
    kept.clear();
    keptCount = 0;
  }
  kept.set(bytes.length, [...sameLength, { bytes: Buffer.from(bytes), deflated }]);
  keptCount += 1;
  return deflated;
}

/**
 * `doc.end()` with the streams deflated as above. pdfkit deflates every stream inside `end()`
 * (pages are buffered, fonts embedded there), synchronously, through the `zlib` module's
 * `deflateSync`, read at each call: it is swapped for the length of that call only, so nothing
 * else in the process (nor another document) ever sees it.
 */
export function endPdf(doc: PDFKit.PDFDocument): void {
  (zlib as { deflateSync: unknown }).deflateSync = deflate;
  try {
    doc.end();
  } finally {
    (zlib as { deflateSync: unknown }).deflateSync = deflateSync;
  }
}
