import { evaluate as evaluateTrack } from '@anim/core';
import { evaluatePrime, primeFrameInterval, primeToClip, type PrimeDocument } from '../src/index.js';

/** The dump's header object for a document, with the dump's field names. */
export function headerView(doc: PrimeDocument): Record<string, unknown> {
  if (doc.version === 0) {
    const h: Record<string, unknown> = {
      duration: doc.duration.seconds,
      durationState: doc.duration.state,
      interval: doc.interval.seconds,
      intervalState: doc.interval.state,
      keyCount: doc.keyCount,
      rootBoneId: doc.rootBoneId,
      boneSlotCount: doc.boneSlots.length,
      boneSlots: [...doc.boneSlots],
      translationIndexCount: doc.translationIndex.length,
      translationIndexTable: [...doc.translationIndex],
      rotationKeyCount: doc.rotationKeys.length / 4,
      translationKeyCount: doc.translationKeys.length / 3,
    };
    if (doc.rotationIndex !== null) {
      h.rotationIndexCount = doc.rotationIndex.length;
      h.rotationIndexTable = [...doc.rotationIndex];
    }
    if (doc.scaleIndex !== null) {
      h.scaleIndexCount = doc.scaleIndex.length;
      h.scaleIndexTable = [...doc.scaleIndex];
    }
    if (doc.scaleKeys !== null) h.scaleKeyCount = doc.scaleKeys.length / 3;
    if (doc.evntId !== null) h.evntId = hex(doc.evntId);
    return h;
  }
  const h: Record<string, unknown> = {
    scratchSize: doc.scratchSize,
    duration: doc.duration,
    interval: doc.interval,
    rootBoneId: doc.rootBoneId,
    looping: doc.looping,
    rotationDivisor: doc.rotationDivisor,
    translationMultiplier: doc.translationMultiplier,
    boneChannelCount: doc.boneChannelCount,
    unk3: doc.unk3,
    keyBitmapBitCount: doc.keyBitmapBitCount,
    descriptorCount: doc.descriptors.length,
  };
  if (doc.evntId !== null) h.evntId = hex(doc.evntId);
  if (doc.unk0 !== null) h.unk0 = doc.unk0;
  if (doc.unk1 !== null) h.unk1 = doc.unk1;
  if (doc.scaleMultiplier !== null) h.scaleMultiplier = doc.scaleMultiplier;
  if (doc.boneChannelCount2 !== null) h.boneChannelCount2 = doc.boneChannelCount2;
  return h;
}

export function hex(v: number): string {
  return `0x${v.toString(16).toUpperCase().padStart(8, '0')}`;
}

/**
 * Worst difference between core evaluation of the clip and the format's own evaluation, at quarter
 * frames over every frame, or (looping v2) up to the last stored key: past it the game holds until the
 * duration wraps, the clip cycles over its keys (`primeToClip` warns `extrapolation-changed`).
 */
export function worstDifference(anim: PrimeDocument): number {
  const clip = primeToClip(anim).value;
  const step = primeFrameInterval(anim);
  const end = anim.version === 2 && anim.looping !== 0 ? anim.keyFrames[anim.keyFrames.length - 1]! + 0.25 : anim.frameCount;
  let worst = 0;
  for (let f = 0; f < end; f += 0.25) {
    const t = f * step;
    const pose = evaluatePrime(anim, t);
    for (const track of clip.tracks) {
      const boneId = (track.extras?.prime as { boneId: number }).boneId;
      const p = pose[anim.channels.findIndex((c) => c.boneId === boneId)]!;
      const v = evaluateTrack(track, t);
      if (track.property === 'rotation') {
        const q = p.rotation!;
        const core = [v[3]!, v[0]!, v[1]!, v[2]!];
        const same = Math.max(...core.map((x, n) => Math.abs(x - q[n]!)));
        const flipped = Math.max(...core.map((x, n) => Math.abs(x + q[n]!)));
        worst = Math.max(worst, Math.min(same, flipped));
      } else {
        const values = track.property === 'translation' ? p.translation! : p.scale!;
        for (let n = 0; n < 3; n++) worst = Math.max(worst, Math.abs(v[n]! - values[n]!) / Math.max(1, Math.abs(values[n]!)));
      }
    }
  }
  return worst;
}
