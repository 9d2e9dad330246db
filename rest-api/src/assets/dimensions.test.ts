import { describe, expect, it } from 'vitest';
import { TINY_PNG } from '../http/testing.ts';
import { exceedsMaxSide, imageDimensions, MAX_IMAGE_SIDE } from './dimensions.ts';
import { sniffImage } from './storage.ts';

const base64 = (text: string) => Buffer.from(text, 'base64');
/** Real 1×1 images: a GIF, a progressive JPEG (quantisation table before its frame header), WebP lossy, lossless and extended. */
const GIF = base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const JPEG = base64(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
const WEBP_LOSSY = base64('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=');
const WEBP_LOSSLESS = base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
const WEBP_EXTENDED = base64('UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==');

const dimensionsOf = (bytes: Uint8Array) => imageDimensions(bytes, sniffImage(bytes)!);

const u16be = (value: number) => [value >> 8, value & 0xff];
const u16le = (value: number) => [value & 0xff, value >> 8];
const u32be = (value: number) => [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** A PNG signature and IHDR claiming this size, and nothing else: a few bytes, no pixels. */
const pngHeader = (width: number, height: number) =>
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32be(13), ...ascii('IHDR'), ...u32be(width), ...u32be(height), 8, 6, 0, 0, 0, ...u32be(0)]);

/** SOI, an APP0 segment, fill bytes, then a baseline frame header of this size. */
const jpegHeader = (width: number, height: number) =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...u16be(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xff, 0xc0, ...u16be(11), 8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]);

describe('image dimensions read from the header', () => {
  it.each([
    ['PNG', TINY_PNG],
    ['GIF', GIF],
    ['JPEG (progressive, after its tables)', JPEG],
    ['WebP lossy', WEBP_LOSSY],
    ['WebP lossless', WEBP_LOSSLESS],
    ['WebP extended', WEBP_EXTENDED],
  ])('reads a real 1×1 %s', (_name, bytes) => {
    expect(dimensionsOf(bytes)).toEqual({ width: 1, height: 1 });
  });

  it('reads large sizes from crafted headers of each format', () => {
    expect(dimensionsOf(pngHeader(50_000, 40_000))).toEqual({ width: 50_000, height: 40_000 });
    expect(dimensionsOf(jpegHeader(65_000, 30_000))).toEqual({ width: 65_000, height: 30_000 });
    expect(dimensionsOf(Buffer.from([...ascii('GIF89a'), ...u16le(60_000), ...u16le(2)]))).toEqual({ width: 60_000, height: 2 });
    const vp8x = Buffer.from(WEBP_EXTENDED);
    vp8x.writeUIntLE(49_999, 24, 3);
    vp8x.writeUIntLE(19_999, 27, 3);
    expect(dimensionsOf(vp8x)).toEqual({ width: 50_000, height: 20_000 });
    const lossless = Buffer.from(WEBP_LOSSLESS);
    lossless.writeUInt32LE((16_383 | (9_999 << 14)) >>> 0, 21);
    expect(dimensionsOf(lossless)).toEqual({ width: 16_384, height: 10_000 });
    const lossy = Buffer.from(WEBP_LOSSY);
    lossy.writeUInt16LE(0x3fff, 26);
    expect(dimensionsOf(lossy)).toEqual({ width: 16_383, height: 1 });
  });

  it('answers undefined for a header cut short or not of its format', () => {
    expect(dimensionsOf(TINY_PNG.subarray(0, 20))).toBeUndefined();
    expect(dimensionsOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32be(13), ...ascii('IDAT'), ...u32be(1), ...u32be(1)]))).toBeUndefined();
    expect(dimensionsOf(GIF.subarray(0, 8))).toBeUndefined();
    expect(dimensionsOf(jpegHeader(10, 10).subarray(0, 24))).toBeUndefined();
    // The image data before any frame header.
    expect(dimensionsOf(Buffer.from([0xff, 0xd8, 0xff, 0xda, ...u16be(8), 1, 1, 0, 0, 0x3f, 0]))).toBeUndefined();
    expect(dimensionsOf(jpegHeader(10, 0))).toBeUndefined();
    expect(dimensionsOf(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x00, 0x00, 0x00]))).toBeUndefined();
    expect(dimensionsOf(WEBP_LOSSY.subarray(0, 28))).toBeUndefined();
    const unknownChunk = Buffer.from(WEBP_LOSSY);
    unknownChunk.write('ABCD', 12, 'latin1');
    expect(dimensionsOf(unknownChunk)).toBeUndefined();
  });

  it(`refuses a side over ${MAX_IMAGE_SIDE} pixels`, () => {
    expect(exceedsMaxSide({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE })).toBe(false);
    expect(exceedsMaxSide({ width: MAX_IMAGE_SIDE + 1, height: 1 })).toBe(true);
    expect(exceedsMaxSide({ width: 1, height: MAX_IMAGE_SIDE + 1 })).toBe(true);
  });
});
