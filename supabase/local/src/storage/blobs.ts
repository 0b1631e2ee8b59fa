// Object bytes on disk, one file per object version: `{storageDir}/objects/{ab}/{version}`. Keys never reach
// the file system, so a key cannot escape the folder and a move is a row update only.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const VERSION = /^[0-9a-f-]{36}$/;

export function blobPath(storageDir: string, version: string): string {
  if (!VERSION.test(version)) throw new Error(`invalid object version ${version}`);
  return join(storageDir, 'objects', version.slice(0, 2), version);
}

export async function writeBlob(storageDir: string, version: string, bytes: Buffer): Promise<void> {
  const file = blobPath(storageDir, version);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

export async function copyBlob(storageDir: string, from: string, to: string): Promise<void> {
  const file = blobPath(storageDir, to);
  await mkdir(dirname(file), { recursive: true });
  await copyFile(blobPath(storageDir, from), file);
}

/** null when the row exists but its bytes do not (e.g. rows inserted by SQL seeds) */
export async function readBlob(storageDir: string, version: string | null): Promise<Buffer | null> {
  if (!version || !VERSION.test(version)) return null;
  try {
    return await readFile(blobPath(storageDir, version));
  } catch {
    return null;
  }
}

export async function blobSize(storageDir: string, version: string | null): Promise<number | null> {
  if (!version || !VERSION.test(version)) return null;
  try {
    return (await stat(blobPath(storageDir, version))).size;
  } catch {
    return null;
  }
}

export async function removeBlobs(storageDir: string, versions: (string | null)[]): Promise<void> {
  for (const v of versions) {
    if (v && VERSION.test(v)) await rm(blobPath(storageDir, v), { force: true });
  }
}

export const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
