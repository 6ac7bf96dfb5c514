/**
 * `KHR_animation_pointer` for glTF-Transform: keeps the JSON pointer of channels whose
 * `target.path` is `pointer` (`target.extensions.KHR_animation_pointer.pointer`), so such channels are
 * read, converted when they point at a plain property, and written back. glTF-Transform 4.5 has no
 * class for this extension.
 *
 * @module
 */
import { Extension, ExtensionProperty, PropertyType, type AnimationChannel, type IProperty, type ReaderContext, type WriterContext } from '@gltf-transform/core';

/** The extension's name. */
export const KHR_ANIMATION_POINTER = 'KHR_animation_pointer';

interface IAnimationPointer extends IProperty {
  pointer: string;
}

/** The pointer of one animation channel (RFC 6901, e.g. `/materials/0/pbrMetallicRoughness/baseColorFactor`). */
export class AnimationPointer extends ExtensionProperty<IAnimationPointer> {
  static override EXTENSION_NAME = KHR_ANIMATION_POINTER;
  declare extensionName: typeof KHR_ANIMATION_POINTER;
  declare propertyType: 'AnimationPointer';
  declare parentTypes: [PropertyType.ANIMATION_CHANNEL];

  protected override init(): void {
    this.extensionName = KHR_ANIMATION_POINTER;
    this.propertyType = 'AnimationPointer';
    this.parentTypes = [PropertyType.ANIMATION_CHANNEL];
  }

  protected override getDefaults(): IAnimationPointer {
    return Object.assign(super.getDefaults(), { pointer: '' }) as IAnimationPointer;
  }

  /** The JSON pointer the channel animates. */
  getPointer(): string {
    return this.get('pointer');
  }

  /** Sets the JSON pointer the channel animates. */
  setPointer(pointer: string): this {
    return this.set('pointer', pointer);
  }
}

/** The glTF-Transform extension class: register it with `WebIO.registerExtensions`. */
export class KHRAnimationPointer extends Extension {
  static override EXTENSION_NAME = KHR_ANIMATION_POINTER;
  override readonly extensionName = KHR_ANIMATION_POINTER;

  /** A new pointer property, to set on a channel with `setExtension('KHR_animation_pointer', …)`. */
  createAnimationPointer(): AnimationPointer {
    return new AnimationPointer(this.document.getGraph());
  }

  /** @hidden */
  override read(context: ReaderContext): this {
    const animations = context.jsonDoc.json.animations ?? [];
    animations.forEach((animationDef, a) => {
      const channels = context.animations[a]?.listChannels() ?? [];
      animationDef.channels.forEach((channelDef, c) => {
        const def = (channelDef.target as { extensions?: Record<string, { pointer?: unknown } | undefined> }).extensions?.[KHR_ANIMATION_POINTER];
        const channel = channels[c];
        if (channel === undefined || typeof def?.pointer !== 'string') return;
        channel.setExtension(KHR_ANIMATION_POINTER, this.createAnimationPointer().setPointer(def.pointer));
      });
    });
    return this;
  }

  /** @hidden */
  override write(context: WriterContext): this {
    const animations = context.jsonDoc.json.animations ?? [];
    this.document
      .getRoot()
      .listAnimations()
      .forEach((animation, a) => {
        animation.listChannels().forEach((channel, c) => {
          const pointer = pointerOf(channel);
          const target = animations[a]?.channels[c]?.target as { extensions?: Record<string, unknown> } | undefined;
          if (pointer === undefined || target === undefined) return;
          target.extensions = { ...target.extensions, [KHR_ANIMATION_POINTER]: { pointer } };
        });
      });
    return this;
  }
}

/** The channel's `KHR_animation_pointer` pointer, when it has one. */
export function pointerOf(channel: AnimationChannel): string | undefined {
  return channel.getExtension<AnimationPointer>(KHR_ANIMATION_POINTER)?.getPointer();
}
