/**
 * `KHR_mesh_quantization` for glTF-Transform: the extension only widens the component types vertex
 * attributes may use (glTF-Transform reads and writes every accessor component type by itself), so
 * its class does nothing but keep the extension listed, required as the file had it. Files optimised
 * for the web (gltfpack, `gltf-transform quantize`) require it; `readGltf` registers this class unless
 * `options.extensions` brings glTF-Transform's own (`@gltf-transform/extensions`, 91 KB minified as a
 * whole, which this package does not depend on for one marker class).
 *
 * @module
 */
import { Extension } from '@gltf-transform/core';

/** The extension's name. */
export const KHR_MESH_QUANTIZATION = 'KHR_mesh_quantization';

/** The glTF-Transform extension class: register it with `WebIO.registerExtensions`. */
export class KHRMeshQuantizationMarker extends Extension {
  static override EXTENSION_NAME = KHR_MESH_QUANTIZATION;
  override readonly extensionName = KHR_MESH_QUANTIZATION;

  /** @hidden Nothing to read: the accessors are read by glTF-Transform. */
  override read(): this {
    return this;
  }

  /** @hidden Nothing to write beyond the extension's name in `extensionsUsed`/`extensionsRequired`. */
  override write(): this {
    return this;
  }
}
