/**
 * Worker of the reading watchdog (`nuke-forms.test.ts`): reads each text it is sent and posts what
 * happened, one message per text, so that the test thread can stop a read that does not return.
 */
import { parentPort } from 'node:worker_threads';
import { AnimError } from '@anim/core';
import { parseRotoText } from '../src/read.js';

parentPort?.on('message', (texts: string[]) => {
  for (const text of texts) {
    let outcome: string;
    try {
      parseRotoText(text);
      outcome = 'read';
    } catch (error) {
      outcome = AnimError.isInstance(error) ? error.constructor.name : `crash: ${String(error)}`;
    }
    parentPort?.postMessage(outcome);
  }
});
