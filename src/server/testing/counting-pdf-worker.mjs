// A PDF renderer thread for tests: answers each document with the thread's id and how many documents it has made,
// so a test sees which thread made what (the warm-up, then the first real PDF).
import { parentPort, threadId } from 'node:worker_threads';

let made = 0;
parentPort.on('message', () => {
  made += 1;
  const bytes = new TextEncoder().encode(`%PDF-${threadId}:${made}`);
  parentPort.postMessage({ bytes }, [bytes.buffer]);
});
