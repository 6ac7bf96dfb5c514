/**
 * A glTF-Transform logger that prints nothing: what matters reaches the caller as errors or
 * conversion warnings, never as console output from a library.
 *
 * @module
 */
import type { ILogger } from '@gltf-transform/core';

const silent = (): void => undefined;

/** glTF-Transform's logger interface, silenced. */
export const quietLogger: ILogger = { debug: silent, info: silent, warn: silent, error: silent };
