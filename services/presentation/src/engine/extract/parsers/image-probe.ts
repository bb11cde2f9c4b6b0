import { imageSize } from 'image-size';
import type { Orientation } from '../extracted-source';
import { UnreadableFile } from '../extraction-failure';

export interface ImageProbe {
  /** As displayed: EXIF rotations by 90° swap the stored width and height. */
  width: number;
  height: number;
  /** `png`, `jpg`, `gif`, `webp`, `bmp`, ... as image-size names them. */
  format: string;
  orientation: Orientation;
  /** The EXIF orientation tag (1–8) when the picture has one. */
  exifOrientation?: number;
}

/** Reads a picture's header only: size, format and EXIF rotation; refuses decompression bombs. */
export function probeImage(bytes: Uint8Array, maxMegapixels: number): ImageProbe {
  if (bytes.length === 0) throw new UnreadableFile('it is empty');
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new UnreadableFile('it is damaged or not a picture');
  }
  if (!size.width || !size.height || !size.type)
    throw new UnreadableFile('it is damaged or not a picture');
  const megapixels = (size.width * size.height) / 1_000_000;
  if (megapixels > maxMegapixels)
    throw new UnreadableFile(
      `it has ${Math.round(megapixels)} megapixels; at most ${maxMegapixels} are supported`,
    );
  const rotated = size.orientation !== undefined && size.orientation >= 5;
  const width = rotated ? size.height : size.width;
  const height = rotated ? size.width : size.height;
  return {
    width,
    height,
    format: size.type,
    orientation: orientationOf(width, height),
    ...(size.orientation ? { exifOrientation: size.orientation } : {}),
  };
}

export function orientationOf(width: number, height: number): Orientation {
  const ratio = width / height;
  return ratio > 1.05 ? 'landscape' : ratio < 0.95 ? 'portrait' : 'square';
}
