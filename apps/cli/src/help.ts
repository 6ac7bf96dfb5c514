import type { AnyFormatDescriptor } from '@anim/core';
import { createContext, type LazyFormats } from './context.js';
import { ExitCode } from './errors.js';
import { formatEntries } from '@anim/formats';
import { processIo } from './io.js';
import { createProgram } from './program.js';

/**
 * The `--help` text of `anim` and of every command, keyed `anim`, `anim info`, `anim convert`, …,
 * exactly as the CLI prints it (no colours, 80 columns), for generated documentation.
 */
export function helpTexts(formats: readonly AnyFormatDescriptor[] | LazyFormats = { entries: formatEntries }): Record<string, string> {
  const io = { ...processIo(), stdoutIsTTY: false, stderrIsTTY: false, color: false };
  const program = createProgram(createContext(io, formats), { code: ExitCode.ok });
  program.configureOutput({ getOutHelpWidth: () => 80, getErrHelpWidth: () => 80 });
  const texts: Record<string, string> = { anim: program.helpInformation() };
  for (const command of program.commands) {
    command.configureOutput({ getOutHelpWidth: () => 80, getErrHelpWidth: () => 80 });
    texts[`anim ${command.name()}`] = command.helpInformation();
  }
  return texts;
}
