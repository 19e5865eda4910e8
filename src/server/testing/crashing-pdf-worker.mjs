// A PDF renderer thread for tests: the real one (pdf-worker.mjs), except that a document titled 'crash' ends the
// thread while it is being made, as running out of memory would.
import { parentPort } from 'node:worker_threads';
import '../http/pdf-worker.mjs';

parentPort.on('message', ({ doc }) => {
  if (doc.info?.title === 'crash') process.exit(70);
});
