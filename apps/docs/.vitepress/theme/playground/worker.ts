/**
 * The playground's parsing worker: reads and converts files off the main thread, so the page stays
 * responsive on large files.
 * @module
 */
import { formatEntries, loadFormats } from '@anim/formats';
import type { Request, Response } from './protocol.js';
import { PlaygroundSession } from './session.js';

/** The part of a dedicated worker's global scope used here (typed without the `webworker` lib). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: Response): void;
}

// the formats of @anim/formats, as the `anim` command reads them (glTF with every extension); each
// format package is its own chunk, loaded here once
const outputExtensions = Object.fromEntries(formatEntries.map((e) => [e.id, e.outputExtension]));
const session = loadFormats().then((formats) => new PlaygroundSession(formats, outputExtensions));
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void session.then((s) => s.handle(event.data)).then((response) => {
    scope.postMessage(response);
  });
};
