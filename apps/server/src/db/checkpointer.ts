import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * WAL checkpoints of a SQLite file, off the event loop (ADR 021). SQLite's automatic checkpoint
 * runs inside the commit that fills the WAL past 1 000 pages, on the connection that commits: for a
 * restore of 200 000 payments that commit copied the whole WAL into the database file and held
 * every request for over a second. The server's writer turns it off (`wal_autocheckpoint = 0`) and
 * this worker thread, on its own connection, runs a PASSIVE checkpoint every `everyMs`: it copies
 * what no reader still needs and never waits for, nor blocks, the writer or the readers. The WAL
 * then starts over at the writer's next transaction once all of it was copied.
 */
export interface Checkpointer {
  close(): Promise<void>;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const tick = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the next tick tries again.
  }
};
const timer = setInterval(tick, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  tick();
  db.close();
  parentPort.close();
});
`;

export function startCheckpointer(file: string, everyMs = 1000): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { file, module, everyMs } });
  worker.unref();
  // A failing checkpointer must not take the server down: SQLite checkpoints when the last
  // connection closes, and the WAL only grows meanwhile.
  worker.on('error', () => {});
  return {
    close: async () => {
      // Kept alive while it closes: in a process with nothing else left to run (a script that
      // seeds a file and closes it) an unref'd worker let Node exit before the close resolved.
      worker.ref();
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('close');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      await worker.terminate();
    },
  };
}
