import type { ImageKind } from './storage.ts';

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * Largest width and height accepted, in pixels. A few kilobytes can claim 50,000 × 50,000 pixels
 * (10 GB once decoded by a browser or an image tool); photos and banners stay far below this.
 */
export const MAX_IMAGE_SIDE = 8000;

export const exceedsMaxSide = ({ width, height }: PixelSize) => width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE;

const text = (bytes: Uint8Array, offset: number, length: number) => String.fromCharCode(...bytes.subarray(offset, offset + length));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The pixel size an image's header declares, read without decoding it; undefined when the header
 * is missing or cut short (the bytes are then not an image this product stores).
 */
export function imageDimensions(bytes: Uint8Array, kind: ImageKind): PixelSize | undefined {
  switch (kind.extension) {
    case 'png':
      return pngDimensions(bytes);
    case 'gif':
      return gifDimensions(bytes);
    case 'webp':
      return webpDimensions(bytes);
    case 'jpg':
      return jpegDimensions(bytes);
    default:
      return undefined;
  }
}

/** The IHDR chunk, first after the signature: width and height as big-endian 32-bit integers. */
function pngDimensions(bytes: Uint8Array): PixelSize | undefined {
  if (bytes.length < 24 || text(bytes, 12, 4) !== 'IHDR') return undefined;
  const data = view(bytes);
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

/** The logical screen descriptor, after "GIF89a": little-endian 16-bit width and height. */
function gifDimensions(bytes: Uint8Array): PixelSize | undefined {
  if (bytes.length < 10) return undefined;
  const data = view(bytes);
  return { width: data.getUint16(6, true), height: data.getUint16(8, true) };
}

/** The first chunk after "RIFF….WEBP": lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas size). */
function webpDimensions(bytes: Uint8Array): PixelSize | undefined {
  if (bytes.length < 30) return undefined;
  const data = view(bytes);
  switch (text(bytes, 12, 4)) {
    case 'VP8 ':
      // A key frame's start code, then 14-bit sizes (the top 2 bits are a scale).
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
      return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return undefined;
      const bits = data.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: uint24(bytes, 24) + 1, height: uint24(bytes, 27) + 1 };
    default:
      return undefined;
  }
}

const uint24 = (bytes: Uint8Array, offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): C0–CF but C4 (DHT), C8 (JPG) and CC (DAC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the segments before the image data to the start of frame: precision, then big-endian height and width. */
function jpegDimensions(bytes: Uint8Array): PixelSize | undefined {
  const data = view(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      // A fill byte before the marker.
      offset += 1;
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // The image data (SOS) or its end before any frame header.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = data.getUint16(offset + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      const height = data.getUint16(offset + 5);
      const width = data.getUint16(offset + 7);
      // A height of 0 is given later (DNL), after the image data: unknown here.
      return height > 0 && width > 0 ? { width, height } : undefined;
    }
    offset += 2 + length;
  }
  return undefined;
}
