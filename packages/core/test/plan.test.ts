import { describe, expect, it, vi } from 'vitest';
import {
  ConversionError,
  conversionSource,
  convertDocument,
  createClip,
  createTrack,
  defineFormat,
  planTarget,
  writePlan,
  type Clip,
  type FormatCapabilities,
} from '../src/index.js';

/** A toy document: a clip; written as its track names. */
interface Toy {
  readonly clip: Clip;
}

const capabilities: FormatCapabilities = {
  valueTypes: ['scalar'],
  channels: ['property'],
  transforms: 'components',
  interpolations: ['linear'],
  time: 'keys',
  units: {},
  names: 'free',
  markers: false,
  holds: 'scalar properties',
};

function toyFormat(id: string, documentModel?: string) {
  const toClip = vi.fn((doc: Toy) => ({ value: doc.clip, warnings: [{ code: 'precision-lost' as const, message: 'toy rounding' }] }));
  const write = vi.fn((doc: Toy) => new TextEncoder().encode(doc.clip.tracks.map((t) => t.name).join(',')));
  const format = defineFormat<Toy>({
    id,
    name: id,
    extensions: [id],
    mimeTypes: [],
    binary: false,
    sniff: () => false,
    read: () => {
      throw new Error('unused');
    },
    write,
    summarize: (doc) => ({ tracks: doc.clip.tracks.length, keyframes: 0 }),
    toClip,
    fromClip: vi.fn((clip: Clip) => ({ value: { clip }, warnings: [] })),
    capabilities,
    documentModel,
  });
  return Object.assign(format, { spy: { toClip, write } });
}

const scalar = (property: string) => createTrack({ node: 'n', property, valueType: 'scalar', unit: 'none', keys: [{ time: 0, value: 1 }, { time: 1, value: 2 }] });
const doc: Toy = { clip: createClip({ tracks: [scalar('a'), scalar('b')] }) };

describe('planning a conversion is separate from writing it (#29)', () => {
  it('runs the source’s toClip once for any number of targets and plans, and writes nothing', () => {
    const source = toyFormat('src');
    const targets = [toyFormat('t1'), toyFormat('t2'), toyFormat('t3')];
    const from = conversionSource(doc, source);
    expect(source.spy.toClip).not.toHaveBeenCalled();
    const plans = targets.flatMap((t) => [planTarget(from, t), planTarget(from, t, { strict: true })]);
    expect(source.spy.toClip).toHaveBeenCalledTimes(1);
    for (const t of targets) expect(t.spy.write).not.toHaveBeenCalled();
    expect(plans.map((p) => [p.route, p.tracks, p.warnings.map((w) => w.code), p.refusal?.name])).toEqual(
      targets.flatMap(() => [['clip', 2, ['precision-lost'], undefined], ['clip', 0, [], 'ConversionError']]),
    );
  });

  it('gives what convertDocument gives once written, and writes only then', async () => {
    const source = toyFormat('src');
    const target = toyFormat('dst');
    const plan = planTarget(conversionSource(doc, source), target);
    expect(target.spy.write).not.toHaveBeenCalled();
    const written = await writePlan(plan);
    expect(target.spy.write).toHaveBeenCalledTimes(1);
    const direct = await convertDocument(doc, source, { formats: [source, target], to: target });
    expect({ ...written, bytes: [...written.bytes] }).toEqual({ ...direct, bytes: [...direct.bytes] });
    expect(new TextDecoder().decode(written.bytes)).toBe('n.a,n.b');
  });

  it('records why a target cannot be written, and writePlan throws that error', async () => {
    const source = toyFormat('src');
    const target = toyFormat('dst');
    const plan = planTarget(conversionSource({ clip: createClip({ tracks: [] }) }, source), target);
    expect(plan.refusal).toBeInstanceOf(ConversionError);
    expect(plan.refusal?.message).toContain('nothing to write: dst would hold no track (the input has no tracks); dst holds scalar properties');
    await expect(writePlan(plan)).rejects.toBe(plan.refusal);
    expect(target.spy.write).not.toHaveBeenCalled();
  });

  it('plans the document itself for the same format or a shared document model, without toClip', () => {
    const source = toyFormat('src', 'toy');
    const from = conversionSource(doc, source);
    expect(planTarget(from, source)).toMatchObject({ route: 'native', tracks: 2, warnings: [], document: doc });
    expect(planTarget(from, toyFormat('sibling', 'toy'))).toMatchObject({ route: 'document', tracks: 2, document: doc });
    expect(source.spy.toClip).not.toHaveBeenCalled();
  });

  it('remembers a failing toClip: one call, the same error for every plan', () => {
    const source = toyFormat('src');
    const error = new ConversionError('toy cannot');
    source.spy.toClip.mockImplementation(() => {
      throw error;
    });
    const from = conversionSource(doc, source);
    expect([planTarget(from, toyFormat('a')).refusal, planTarget(from, toyFormat('b')).refusal]).toEqual([error, error]);
    expect(source.spy.toClip).toHaveBeenCalledTimes(1);
  });
});
