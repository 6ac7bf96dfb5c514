/**
 * The summary `anim info` prints for a Unity clip.
 *
 * @module
 */
import type { DocumentSummary } from '@anim/core';
import type { UnityDocument } from './types.js';

/**
 * `version` the clip's `serializedVersion`; `tracks` the runtime curves (position, rotation, Euler,
 * scale, float and PPtr curves; editor curves are not counted), `keyframes` their keys, `duration` the
 * settings' stop − start time (seconds), and in `details` the name, sample rate (fps), wrap mode,
 * legacy flag, the number of curves of each kind and of events, and whether the clip is humanoid.
 */
export function summarizeUnity(doc: UnityDocument): DocumentSummary {
  const c = doc.clip;
  const vector = [c.m_PositionCurves, c.m_RotationCurves, c.m_EulerCurves, c.m_ScaleCurves] as const;
  let tracks = 0;
  let keyframes = 0;
  for (const list of vector) {
    tracks += list.length;
    for (const e of list) keyframes += e.curve.m_Curve.length;
  }
  tracks += c.m_FloatCurves.length + c.m_PPtrCurves.length;
  for (const e of c.m_FloatCurves) keyframes += e.curve.m_Curve.length;
  for (const e of c.m_PPtrCurves) keyframes += e.curve.length;
  const s = c.m_AnimationClipSettings;
  return {
    version: String(c.serializedVersion),
    tracks,
    keyframes,
    duration: s.m_StopTime - s.m_StartTime,
    details: {
      name: c.m_Name,
      sampleRate: c.m_SampleRate,
      wrapMode: c.m_WrapMode,
      legacy: c.m_Legacy === 1,
      loopTime: s.m_LoopTime === 1,
      positionCurves: c.m_PositionCurves.length,
      rotationCurves: c.m_RotationCurves.length,
      eulerCurves: c.m_EulerCurves.length,
      scaleCurves: c.m_ScaleCurves.length,
      floatCurves: c.m_FloatCurves.length,
      pptrCurves: c.m_PPtrCurves.length,
      editorCurves: c.m_EditorCurves.length + c.m_EulerEditorCurves.length,
      events: c.m_Events.length,
      humanoid: c.m_FloatCurves.some((e) => e.classID === 95),
    },
  };
}
