import { randomBytes } from 'node:crypto';
import { mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded files live and how large one may be. */
export interface AssetStorage {
  /** Root directory; files are `<dir>/<type>/<entityId>/<file>`. */
  dir: string;
  /** Largest accepted file, in bytes. */
  maxBytes: number;
}

export const DEFAULT_ASSET_MAX_BYTES = 5 * 1024 * 1024;

export interface ImageKind {
  contentType: string;
  extension: string;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type the bytes' signature shows (PNG, JPEG, WebP, GIF), whatever the file claims to be; undefined otherwise. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { contentType: 'image/webp', extension: 'webp' };
  return undefined;
}

/** Content types of the stored files, by extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** A stored file's name: random, never reused (so its URL can be cached forever). */
export const FILE_NAME_PATTERN = '^[0-9a-f]{32}\\.(png|jpg|gif|webp)$';

export const newFileName = (kind: ImageKind) => `${randomBytes(16).toString('hex')}.${kind.extension}`;

export const assetPath = (storage: AssetStorage, type: number, entityId: number, fileName: string) =>
  join(storage.dir, String(type), String(entityId), fileName);

/** The public URL of a stored file (served by GET /assets/...). */
export const assetUrl = (type: number, entityId: number, fileName: string) => `/assets/${type}/${entityId}/${fileName}`;

/** Writes the files; on any failure removes those already written and rethrows. */
export async function writeFiles(storage: AssetStorage, files: readonly { type: number; entityId: number; fileName: string; bytes: Uint8Array }[]) {
  const written: string[] = [];
  try {
    for (const file of files) {
      const path = assetPath(storage, file.type, file.entityId, file.fileName);
      await mkdir(join(storage.dir, String(file.type), String(file.entityId)), { recursive: true });
      await writeFile(path, file.bytes, { flag: 'wx' });
      written.push(path);
    }
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  return written;
}

/** Removes files, ignoring those already gone. */
export async function removeFiles(paths: readonly string[]) {
  await Promise.all(paths.map((path) => unlink(path).catch(() => undefined)));
}

/** For throw-away databases: removes the whole directory. */
export const removeStorage = (storage: AssetStorage) => rm(storage.dir, { recursive: true, force: true });
