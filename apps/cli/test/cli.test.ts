/**
 * End-to-end tests: the BUILT `anim` binary (`node bin/anim.js`) run as a child process on the
 * repository's example files (`examples/<format id>/`) in temporary directories. Per-format cases are
 * generated from the format list of @anim/formats, so every format wired into the CLI is exercised.
 * The same commands on the third-party reference files are in cli.corpus.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { convert, ConversionError, sample, type AnyFormatDescriptor, type Clip } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MATRIX } from '@anim/formats';
import { formats } from './formats.js';
import { anim, EXAMPLES, exampleFile, expectCode, makeTempDir } from './helpers.js';

async function clipOf(format: AnyFormatDescriptor, bytes: Uint8Array): Promise<Clip> {
  return (format.toClip!(await format.read(bytes)) as { value: Clip }).value;
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

describe.concurrent('anim (any build)', () => {
  it('--version prints the package version', async () => {
    const r = await anim(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });
  it.each(['info', 'convert', 'sample', 'validate', 'plot', 'formats', 'completion'])('%s --help exits 0 with usage', async (command) => {
    const r = await anim([command, '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Usage: anim ${command}`);
  });
  it('anim help [command] prints help and exits 0', async () => {
    const top = await anim(['help']);
    expectCode(top, 0);
    expect(top.stdout).toContain('Usage: anim [options] [command]');
    const info = await anim(['help', 'info']);
    expectCode(info, 0);
    expect(info.stdout).toContain('Usage: anim info');
  });
  it('no command prints help to stderr and exits 2', async () => {
    const r = await anim([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: anim');
    expect(r.stdout).toBe('');
  });
  it.each([[['frobnicate']], [['info']], [['info', 'a', '--bogus']], [['sample', 'a', '--fps', 'x']], [['completion', 'fish']]])(
    'usage error %j exits 2',
    async (args) => {
      const r = await anim(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/error/);
    },
  );
  it('exits 1 for a missing input', async () => {
    const dir = makeTempDir();
    const r = await anim(['info', join(dir, 'missing.anim')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('missing.anim: no such file or directory');
  });
  it('formats --json lists exactly the wired formats', async () => {
    const r = await anim(['formats', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { formats: { id: string }[] };
    expect(json.formats.map((f) => f.id)).toEqual(formats.map((f) => f.id));
  });
  it.each(['bash', 'zsh'])('completion %s is a script naming every command', async (shell) => {
    const r = await anim(['completion', shell]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('complete -o filenames -o bashdefault -F _anim_completion anim');
    expect(r.stdout).toContain('info convert sample validate plot formats completion');
    expect(r.stdout.startsWith('#compdef anim')).toBe(shell === 'zsh');
  });
  it('the bash completion script completes commands, options and format ids', async () => {
    const dir = makeTempDir();
    const script = join(dir, 'anim.bash');
    writeFileSync(script, (await anim(['completion', 'bash'])).stdout);
    const complete = (words: string[]): string =>
      execFileSync('bash', ['-c', `source "$1"; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _anim_completion; echo "\${COMPREPLY[*]}"`, '_', script], {
        encoding: 'utf8',
        cwd: dir,
      }).trim();
    expect(complete(['anim', 'con'])).toBe('convert');
    expect(complete(['anim', 'plot', '--sa'])).toBe('--samples');
    // format ids when formats are wired; otherwise file names (the temp dir holds only the script)
    expect(complete(['anim', 'convert', 'x', '--to', ''])).toBe(formats.length > 0 ? formats.map((f) => f.id).join(' ') : 'anim.bash');
    expect(complete(['anim', 'completion', ''])).toBe('bash zsh');
  });
  it('validate exits 1 for a file no format reads', async () => {
    const dir = makeTempDir();
    const junk = join(dir, 'junk.xyz');
    writeFileSync(junk, 'not an animation');
    const r = await anim(['validate', junk]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('junk.xyz: error:');
  });
});

if (formats.length === 0) {
  describe('anim without format packages', () => {
    it('says clearly that no format is available', async () => {
      const r = await anim(['info', join(EXAMPLES, 'maya', readdirSync(join(EXAMPLES, 'maya'))[0]!)]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('no format is available for this input');
    });
  });
}

/** The examples whose summary details hold lists of records (per-node, per-shape, per-marker facts), which `info` prints as tables. */
const tabled = (
  await Promise.all(
    formats.map(async (format) => {
      const path = exampleFile(format);
      const details = format.summarize(await format.read(new Uint8Array(readFileSync(path)))).details ?? {};
      const lists = Object.entries(details).filter((entry): entry is [string, Record<string, unknown>[]] => {
        const value = entry[1];
        return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
      });
      return lists.length === 0 ? [] : [{ format, path, lists }];
    }),
  )
).flat();

describe.concurrent('anim with the wired formats', () => {
  it('validates the examples folder: every example reads cleanly, as the format of its folder', async () => {
    const r = await anim(['validate', EXAMPLES, '--json']);
    const json = JSON.parse(r.stdout) as { ok: boolean; files: { file: string; ok: boolean; format: string | null }[] };
    expectCode(r, 0);
    expect(json.ok).toBe(true);
    const wired = formats.map((f) => relative(EXAMPLES, exampleFile(f)));
    const reported = json.files.map((f) => ({ file: relative(EXAMPLES, f.file), ok: f.ok, format: f.format }));
    // the example of each wired format is reported under its own id
    expect(reported.filter((f) => wired.includes(f.file))).toEqual(
      expect.arrayContaining(formats.map((f, i) => ({ file: wired[i], ok: true, format: f.id }))),
    );
    expect(reported.filter((f) => f.format === null || !f.ok)).toEqual([]);
  });

  it('reads standard input for validate', async () => {
    const format = formats[0]!;
    const r = await anim(['validate', '-', '--from', format.id], { stdin: readFileSync(exampleFile(format)) });
    expectCode(r, 0);
    expect(r.stdout).toContain(`<stdin>: ok (${format.id}`);
  });

  it('refuses to overwrite an existing output or the input', async () => {
    const dir = makeTempDir();
    const format = formats[0]!;
    const path = exampleFile(format);
    const ext = format.extensions[0]!;
    const out = join(dir, `exists.${ext}`);
    writeFileSync(out, 'keep');
    const r = await anim(['convert', path, out, '--to', format.id]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('output exists');
    expect(readFileSync(out, 'utf8')).toBe('keep');
    const local = join(dir, `in.${ext}`);
    copyFileSync(path, local);
    const self = await anim(['convert', local, local, '--to', format.id, '--force']);
    expect(self.code).toBe(1);
    expect(self.stderr).toContain('refusing to overwrite an input file');
    expect(readFileSync(local)).toEqual(readFileSync(path));
  });

  it('prints a readable info summary and a track table', async () => {
    const format = formats.find((f) => f.toClip !== undefined) ?? formats[0]!;
    const r = await anim(['info', exampleFile(format)]);
    expectCode(r, 0);
    expect(r.stdout).toMatch(new RegExp(`format\\s+${format.id} \\(`));
    expect(r.stdout).toMatch(/track\s+type\s+unit\s+keys\s+start s\s+end s\s+interpolation/);
  });

  it.each(tabled.map((t) => [t.format.id, t] as const))('info of the %s example lists each list of per-node or per-shape facts as a table', async (_id, { path, lists }) => {
    const r = await anim(['info', path]);
    expectCode(r, 0);
    const lines = r.stdout.split('\n');
    for (const [key, records] of lists) {
      // the summary line counts the records, the table heading is the key, then the column names, then one row per record
      expect(r.stdout).toMatch(new RegExp(`^${key}\\s+${String(records.length)} \\(listed below\\)$`, 'm'));
      const heading = lines.indexOf(key);
      expect(heading).toBeGreaterThan(0);
      const columns = [...new Set(records.flatMap((rec) => Object.keys(rec)))];
      expect(lines[heading + 1]!.trim().split(/\s+/)).toEqual(columns);
      const names = records.map((rec) => rec[columns[0]!]);
      expect(names.filter((name) => typeof name !== 'string' && typeof name !== 'number')).toEqual([]);
      const rows = lines.slice(heading + 2, heading + 2 + records.length);
      expect(rows.map((row) => row.trim().split(/\s+/)[0])).toEqual((names as (string | number)[]).map(String));
    }
  });

  it('has an example whose summary lists per-node or per-shape facts (the table case above is not empty)', () => {
    expect(tabled.length).toBeGreaterThan(0);
  });

  it('sample --csv has a header and one row per time', async () => {
    const format = formats.find((f) => f.toClip !== undefined)!;
    const r = await anim(['sample', exampleFile(format), '--fps', '10', '--start', '0', '--end', '1', '--csv']);
    expectCode(r, 0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[0]!.startsWith('time,')).toBe(true);
    expect(lines[11]!.startsWith('1,')).toBe(true);
  });

  it('plot writes PNG', async () => {
    const dir = makeTempDir();
    const format = formats.find((f) => f.toClip !== undefined)!;
    const path = exampleFile(format);
    const track = (await clipOf(format, new Uint8Array(readFileSync(path)))).tracks.find((t) => t.valueType !== 'string')!;
    const out = join(dir, 'plot.png');
    const r = await anim(['plot', path, '-o', out, '--width', '320', '--tracks', track.name]);
    expectCode(r, 0);
    expect([...readFileSync(out).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});

const ids = new Set(formats.map((f) => f.id));
const mayaSample = ids.has('maya') ? exampleFile(formats.find((f) => f.id === 'maya')!) : '';

describe.concurrent('format-specific behaviour', () => {
  if (ids.has('maya') && ids.has('prime')) {
    it('asks for --from when an .anim file is neither Maya text, Prime binary nor Unity YAML', async () => {
      const dir = makeTempDir();
      writeFileSync(join(dir, 'mystery.anim'), 'neither');
      const r = await anim(['info', 'mystery.anim'], { cwd: dir });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('mystery.anim: cannot tell the format from the content, and .anim fits maya, prime and unity: use --from <format>');
    });
    it('an .anim output follows the .anim input format', async () => {
      const dir = makeTempDir();
      const r = await anim(['convert', mayaSample, join(dir, 'copy.anim')]);
      expectCode(r, 0);
      expect(r.stderr).toContain('(maya) → ');
      expect(readFileSync(join(dir, 'copy.anim'))).toEqual(readFileSync(mayaSample));
    });
  }
  if (ids.has('maya')) {
    it('--maya-time-unit reaches the Maya writer', async () => {
      const dir = makeTempDir();
      const r = await anim(['convert', mayaSample, join(dir, 'pal.anim'), '--maya-time-unit', 'pal']);
      expectCode(r, 0);
      expect(r.stderr).toContain('via the core model');
      expect(readFileSync(join(dir, 'pal.anim'), 'utf8')).toMatch(/^timeUnit pal;$/m);
    });
  }
  if (ids.has('roto') && ids.has('gltf')) {
    it('--gltf-animation-pointer carries roto points into glTF, which refuses them without it', async () => {
      const dir = makeTempDir();
      const roto = exampleFile(formats.find((f) => f.id === 'roto')!);
      const refused = await anim(['convert', roto, join(dir, 'plain.glb')]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('would hold no track');
      expect(existsSync(join(dir, 'plain.glb'))).toBe(false);
      const out = join(dir, 'points.gltf');
      const r = await anim(['convert', roto, out, '--gltf-animation-pointer']);
      expectCode(r, 0);
      const json = JSON.parse(readFileSync(out, 'utf8')) as { animations: { channels: { target: { path: string } }[] }[] };
      const channels = json.animations[0]!.channels;
      expect(channels.length).toBeGreaterThan(0);
      expect(channels.every((c) => c.target.path === 'pointer')).toBe(true);
      // every roto track comes back from the glTF file by name, sampled as the source at its keys (float32)
      const source = await clipOf(formats.find((f) => f.id === 'roto')!, new Uint8Array(readFileSync(roto)));
      const back = await clipOf(formats.find((f) => f.id === 'gltf')!, new Uint8Array(readFileSync(out)));
      const points = source.tracks.filter((t) => t.valueType === 'vec2');
      expect(points.length).toBeGreaterThan(0);
      const off: string[] = [];
      for (const track of points) {
        const again = back.tracks.find((t) => t.name === track.name);
        const a = sample(track, Array.from(track.times));
        const b = again === undefined ? undefined : sample(again, Array.from(track.times));
        if (b === undefined || a.some((v, i) => Math.abs(v - b[i]!) > Math.abs(v) * 2 ** -23 + 1e-9)) off.push(track.name);
      }
      expect(off).toEqual([]);
    });
  }
  if (ids.has('maya') && ids.has('animj')) {
    it('--animj-track-type reaches the AnimJ writer, and --strict refuses the loss', async () => {
      const dir = makeTempDir();
      const out = join(dir, 'held.animj');
      const r = await anim(['convert', mayaSample, out, '--animj-track-type', 'Discrete']);
      expectCode(r, 0);
      const json = JSON.parse(readFileSync(out, 'utf8')) as { tracks: { trackType: string }[] };
      expect(new Set(json.tracks.map((t) => t.trackType))).toEqual(new Set(['Discrete']));
      const strict = await anim(['convert', mayaSample, join(dir, 'strict.animj'), '--strict']);
      expect(strict.code).toBe(1);
      expect(strict.stderr).toContain('strict mode');
      expect(existsSync(join(dir, 'strict.animj'))).toBe(false);
    });
    it('rejects an option of another output format', async () => {
      const dir = makeTempDir();
      const r = await anim(['convert', mayaSample, 'x.animj', '--maya-time-unit', 'pal'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--maya-time-unit applies only when the output format is maya');
      expect(readdirSync(dir)).toEqual([]);
    });
  }
});

/** Each format's example document and clip, read before the suites are declared (glTF reads asynchronously). */
const examples = new Map(
  await Promise.all(
    formats.map(async (format) => {
      const bytes = new Uint8Array(readFileSync(exampleFile(format)));
      const doc: unknown = await format.read(bytes);
      const clip = format.toClip === undefined ? undefined : (format.toClip(doc) as { value: Clip }).value;
      return [format.id, { bytes, doc, clip }] as const;
    }),
  ),
);

describe.concurrent.each(formats.map((f, i) => [f.id, f, formats[(i + 1) % formats.length]!] as const))('format %s', (id, format, next) => {
  const path = exampleFile(format);
  const { bytes, doc } = examples.get(id)!;
  const ext = format.extensions[0]!;

  it('info --json matches the format summary', async () => {
    const r = await anim(['info', path, '--json']);
    expectCode(r, 0);
    const json = JSON.parse(r.stdout) as Record<string, unknown>;
    const summary = format.summarize(doc);
    expect(json).toMatchObject({
      format: id,
      formatName: format.name,
      fileCounts: { tracks: summary.tracks, keyframes: summary.keyframes },
      version: summary.version ?? null,
      duration: summary.duration ?? null,
    });
    // one track count: the core model's, the same as the track list's length, with its unit named
    const { clip } = examples.get(id)!;
    const expected =
      clip === undefined
        ? { counted: 'file', tracks: summary.tracks, keyframes: summary.keyframes, listed: undefined }
        : { counted: 'model', tracks: clip.tracks.length, keyframes: clip.tracks.reduce((n, t) => n + t.times.length, 0), listed: clip.tracks.length };
    expect({ counted: json.counted, tracks: json.tracks, keyframes: json.keyframes, listed: (json.trackList as unknown[] | undefined)?.length }).toEqual(expected);
  });

  it('convert to the same format writes the native document back', async () => {
    const dir = makeTempDir();
    const out = join(dir, `copy.${ext}`);
    const r = await anim(['convert', path, out, '--to', id]);
    expectCode(r, 0);
    expect(new Uint8Array(readFileSync(out))).toEqual(await format.write(doc));
  });

  it('convert - … - streams stdin to stdout', async () => {
    const r = await anim(['convert', '-', '--from', id, '--to', id, '-', '-q'], { stdin: bytes });
    expectCode(r, 0);
    expect(r.stderr).toBe('');
    expect(new Uint8Array(r.stdoutBytes)).toEqual(await format.write(doc));
  });

  it('a failed conversion exits 1 and leaves no partial file', async () => {
    const dir = makeTempDir();
    const bad = join(dir, `bad.${ext}`);
    writeFileSync(bad, bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 3))));
    const out = join(dir, `out.${ext}`);
    const r = await anim(['convert', bad, out, '--from', id, '--to', id]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`bad.${ext}: `);
    expect(readdirSync(dir)).toEqual([`bad.${ext}`]);
  });

  if (format.toClip !== undefined) {
    const clip = examples.get(id)!.clip!;
    const numeric = clip.tracks.filter((t) => t.valueType !== 'string');

    it('sample --json equals the core evaluator on the converted clip', async () => {
      const times = [-0.5, 0, 0.25, 1 / 3, 1, 2.5];
      const r = await anim(['sample', path, '--times', times.join(','), '--json']);
      expectCode(r, 0);
      const json = JSON.parse(r.stdout) as { format: string; tracks: { name: string; valueType: string; unit: string; times: number[]; values: (number | string | null)[][] }[] };
      expect(json.format).toBe(id);
      expect(json.tracks.map((t) => [t.name, t.valueType, t.unit])).toEqual(clip.tracks.map((t) => [t.name, t.valueType, t.unit]));
      for (const [i, track] of clip.tracks.entries()) {
        const got = json.tracks[i]!;
        expect(got.times).toEqual(times);
        expect(got.values).toHaveLength(times.length);
        if (track.valueType === 'string') continue;
        const expected = sample(track, times);
        const n = track.components;
        // JSON writes -0 as 0 and non-finite numbers as null; float32 data as its shortest decimal (the same float32)
        const f32 = track.values instanceof Float32Array ? (v: unknown) => (typeof v === 'number' ? Math.fround(v) : v) : (v: unknown) => v;
        expect(got.values.map((row) => row.map(f32))).toEqual(
          times.map((_, s) => Array.from(expected.subarray(s * n, s * n + n), (v) => (Number.isFinite(v) ? f32(v + 0) : null))),
        );
      }
    });

    if (numeric.length > 0) {
      it('plot writes a valid SVG with one path per numeric track', async () => {
        const dir = makeTempDir();
        const out = join(dir, 'plot.svg');
        const r = await anim(['plot', path, '-o', out]);
        expectCode(r, 0);
        const svg = readFileSync(out, 'utf8');
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
        expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
        expect(svg.match(/<path class="track"/g)).toHaveLength(numeric.length);
        expect(svg).toContain('time (s)');
      });
    }

    if (next.fromClip !== undefined && next !== format) {
      it(`converts to ${next.id} through core's pipeline: the output reads back with tracks, or the conversion is refused saying why`, async () => {
        const dir = makeTempDir();
        const out = join(dir, `out.${next.extensions[0]!}`);
        const r = await anim(['convert', path, out, '--to', next.id]);
        const shared = format.documentModel !== undefined && format.documentModel === next.documentModel;
        // what the library's pipeline does with the same input decides what the CLI must do
        let refusal = '';
        try {
          await convert(bytes, { formats: formats, from: format, to: next });
        } catch (error) {
          if (!ConversionError.isInstance(error)) throw error;
          refusal = error.message.split('\n')[0]!;
        }
        // refused: exit 1, the library's reason on stderr, no file; carried: exit 0, the route named,
        // an output with tracks, and every track left out named on stderr
        const tracks = existsSync(out) ? next.summarize(await next.read(new Uint8Array(readFileSync(out)))).tracks : 0;
        const dropped = r.stderr.split('\n').filter((line) => line.includes('[track-dropped]'));
        expect({
          code: r.code,
          reason: refusal === '' || r.stderr.includes(refusal),
          route: refusal !== '' || r.stderr.includes(shared ? 'document to document' : 'via the core model'),
          written: tracks > 0,
          named: dropped.every((line) => /: \S+: |\(\d+ tracks: /.test(line)),
        }).toEqual({ code: refusal === '' ? 0 : 1, reason: true, route: true, written: refusal === '', named: true });
      });
    }
  }

  it('batch-converts a glob of good and bad files with worker threads, and summarises', async () => {
    const dir = makeTempDir();
    // a target that the conversion matrix says carries this example (else the format itself)
    const row = CONVERSION_MATRIX[`${id}/${basename(path)}`] ?? {};
    const carried = formats.find((f) => f !== format && row[f.id]?.status === 'carried');
    const target = carried !== undefined && format.toClip !== undefined ? carried : format;
    mkdirSync(join(dir, 'in', 'sub'), { recursive: true });
    copyFileSync(path, join(dir, 'in', `one.${ext}`));
    copyFileSync(path, join(dir, 'in', 'sub', `two.${ext}`));
    writeFileSync(join(dir, 'in', `broken.${ext}`), bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 3))));
    const r = await anim(['convert', `in/**/*.${ext}`, '--from', id, '--to', target.id, '--out-dir', 'out', '--jobs', '2'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`FAIL in/broken.${ext}`);
    expect(r.stdout).toMatch(/converted 2, skipped 0, failed 1, warnings \d+/);
    const outExt = target.extensions[0]!;
    expect(existsSync(join(dir, 'out', `one.${outExt}`))).toBe(true);
    expect(existsSync(join(dir, 'out', 'sub', `two.${outExt}`))).toBe(true);
    expect(existsSync(join(dir, 'out', `broken.${outExt}`))).toBe(false);
    const again = await anim(['convert', 'in', '--from', id, '--to', target.id, '--out-dir', 'out', '--quiet'], { cwd: dir });
    expect(again.stdout).toMatch(/converted 0, skipped 2, failed 1/);
  });
});
