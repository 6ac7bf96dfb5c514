import type { PrimeAnim } from '../src/index.js';

/** The dump's header object for a document, with the dump's field names. */
export function headerView(doc: PrimeAnim): Record<string, unknown> {
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

