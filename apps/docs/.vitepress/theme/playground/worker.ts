/**
 * The playground's parsing worker: reads and converts files off the main thread, so the page stays
 * responsive on large files.
 * @module
 */
import { formats, outputExtensions } from '../../formats.js';
import type { Request, Response } from './protocol.js';
import { PlaygroundSession } from './session.js';

/** The part of a dedicated worker's global scope used here (typed without the `webworker` lib). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: Response): void;
}

const session = new PlaygroundSession(formats, outputExtensions);
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void session.handle(event.data).then((response) => {
    scope.postMessage(response);
  });
};
