/**
 * CRC-32 (IEEE 802.3, reflected, as zlib computes it) of a string's UTF-8 bytes: the hash Unity stores
 * for binding paths and attributes in `m_ClipBindingConstant.genericBindings` (checked on the reference
 * clips: `m_IsActive` → 2086281974, `m_Enabled` → 3305885265, path `hand` → 660750991).
 *
 * @module
 */

const TABLE = ((): Uint32Array => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 of `text` (UTF-8), an unsigned 32-bit number; '' → 0. */
export function crc32(text: string): number {
  const bytes = new TextEncoder().encode(text);
  let c = 0xffffffff;
  for (const b of bytes) c = TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
