import type { Context } from '../context.js';
import { ExitCode } from '../errors.js';
import { renderTable } from '../table.js';

/** `anim formats [--json]`: the formats this build reads and writes. */
export async function formatsCommand(ctx: Context, options: { readonly json?: boolean }): Promise<ExitCode> {
  const list = ctx.formats.map((f) => ({
    id: f.id,
    name: f.name,
    extensions: [...f.extensions],
    binary: f.binary,
    toClip: f.toClip !== undefined,
    fromClip: f.fromClip !== undefined,
  }));
  if (options.json === true) {
    await ctx.print(JSON.stringify({ formats: list }, null, 2));
    return ExitCode.ok;
  }
  if (list.length === 0) {
    await ctx.print('no format is available: this build of anim includes no format packages yet');
    return ExitCode.ok;
  }
  const rows = list.map((f) => [
    f.id,
    f.name,
    f.extensions.map((e) => `.${e}`).join(' '),
    f.binary ? 'binary' : 'text',
    f.toClip ? 'yes' : 'no',
    f.fromClip ? 'yes' : 'no',
  ]);
  await ctx.print(renderTable(['id', 'name', 'extensions', 'kind', 'read→clip', 'clip→write'], rows, { boxed: ctx.io.stdoutIsTTY, color: ctx.io.color }));
  return ExitCode.ok;
}
