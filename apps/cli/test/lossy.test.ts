/**
 * `anim convert --lossy`: the write option `{ lossy: true }` from the command line (issue 19). MRTK version
 * changes that cannot hold the content (gaze into 1.0, tangents into 1.1) fail without it, naming the flag.
 * Also: `--json` error locations of an UnsupportedVersionError.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createMrtkDocument,
  mrtkCurveFromKeys,
  emptyMrtkPoseCurves,
  emptyMrtkRayCurves,
  readMrtk,
  writeMrtk,
} from '@anim/mrtk';
import { describe, expect, it } from 'vitest';
import { animIn, useTempDir } from './helpers.js';

const dir = useTempDir();

/** A v1.1 recording with camera and eye gaze. */
function withGaze(): Uint8Array {
  const doc = createMrtkDocument('1.1');
  doc.camera = emptyMrtkPoseCurves();
  doc.camera.positionY = mrtkCurveFromKeys([{ time: 0, value: 1.6 }, { time: 1, value: 1.7 }]);
  doc.gaze = emptyMrtkRayCurves();
  doc.gaze.directionZ = mrtkCurveFromKeys([{ time: 0, value: 1 }, { time: 1, value: 0.5 }]);
  return writeMrtk(doc);
}

/** A v1.0 recording whose camera keys have non-zero tangents (Hermite). */
function weighted(): Uint8Array {
  const doc = createMrtkDocument('1.0');
  doc.camera = emptyMrtkPoseCurves();
  doc.camera.positionX = mrtkCurveFromKeys([
    { time: 0, value: 0, inTangent: 0, outTangent: 2, weightedMode: 0 },
    { time: 1, value: 1, inTangent: -1, outTangent: 0, weightedMode: 0 },
  ]);
  return writeMrtk(doc);
}

function put(name: string, bytes: Uint8Array): string {
  const path = join(dir(), name);
  writeFileSync(path, bytes);
  return path;
}

describe('anim convert --lossy', () => {
  it('MRTK 1.1 with gaze → 1.0 fails naming --lossy, and with --lossy writes 1.0 without gaze, warning', async () => {
    const input = put('gaze.bin', withGaze());
    const out = join(dir(), 'v10.bin');
    const refused = await animIn(['convert', input, out, '--mrtk-version', '1.0']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/v1\.0 cannot store eye gaze.*anim convert --lossy/);

    const done = await animIn(['convert', input, out, '--mrtk-version', '1.0', '--lossy']);
    expect(done.code).toBe(0);
    expect(done.stderr).toMatch(/gaze: v1\.0 cannot store eye gaze.*\[track-dropped\]/);
    const doc = readMrtk(new Uint8Array(readFileSync(out)));
    expect([doc.version, doc.gaze, doc.camera?.positionY.time.length]).toEqual(['1.0', undefined, 2]);
  });

  it('MRTK 1.0 with tangents → 1.1 fails naming --lossy, and with --lossy writes 1.1 (time and value per key)', async () => {
    const input = put('weighted.bin', weighted());
    const out = join(dir(), 'v11.bin');
    const refused = await animIn(['convert', input, out, '--mrtk-version', '1.1']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/cannot store.*anim convert --lossy/);

    const done = await animIn(['convert', input, out, '--mrtk-version', '1.1', '--lossy']);
    expect(done.code).toBe(0);
    expect(done.stderr).toMatch(/\[tangent-approximated\]/);
    const doc = readMrtk(new Uint8Array(readFileSync(out)));
    expect([doc.version, doc.camera?.positionX.tangents, Array.from(doc.camera?.positionX.value ?? [])]).toEqual(['1.1', undefined, [0, 1]]);
  });

  it('--lossy with --strict still fails on the loss warning', async () => {
    const input = put('gaze.bin', withGaze());
    const r = await animIn(['convert', input, join(dir(), 'v10.bin'), '--mrtk-version', '1.0', '--lossy', '--strict']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/eye gaze/);
  });
});

describe('anim validate --json on an unsupported MRTK version', () => {
  it('gives the byte offset of the version field as the location', async () => {
    const bytes = withGaze();
    new DataView(bytes.buffer, bytes.byteOffset).setInt32(8, 2, true);
    const r = await animIn(['validate', '--json', put('v2.bin', bytes)]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { files: { error?: { code: string; message: string; location?: unknown } }[] };
    expect(report.files[0]!.error).toEqual({
      code: 'UNSUPPORTED_VERSION',
      message: expect.stringContaining('byte 8: version 2.1 is not supported') as unknown,
      location: { kind: 'offset', offset: 8 },
    });
  });
});
