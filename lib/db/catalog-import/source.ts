import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { CATALOG_FILES, IMAGES_DIR } from "../../domain/catalog-import/format";
import type { ByteSource } from "./read-csv";

/** Where an import's files come from: a folder on this machine, or the files the ops endpoint received. */
export interface CatalogSource {
  /** The catalogue files present (products.csv, …). */
  files: Set<string>;
  open(name: string): ByteSource;
  /** File names under images/. */
  images: Set<string>;
  readImage(name: string): Promise<Buffer>;
}

const FILE_NAMES = new Set<string>(Object.values(CATALOG_FILES));

/** A catalogue folder: the known files at its top, photos in images/. */
export async function folderSource(dir: string): Promise<CatalogSource> {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory())
    throw new Error(`${dir} is not a folder (a catalogue is a folder of CSV files, see docs/catalog-format.md)`);
  const files = new Set((await readdir(dir)).filter((name) => FILE_NAMES.has(name)));
  const imageDir = path.join(dir, IMAGES_DIR);
  const images = new Set(
    await readdir(imageDir, { withFileTypes: true }).then(
      (list) => list.filter((e) => e.isFile()).map((e) => e.name),
      () => [],
    ),
  );
  return {
    files,
    open: (name) => createReadStream(path.join(dir, name), { highWaterMark: 256 * 1024 }),
    images,
    readImage: (name) => readFile(path.join(imageDir, name)),
  };
}

/** Files held in memory (the ops endpoint's body): name to bytes, images by their name under images/. */
export function memorySource(files: Record<string, Buffer>, images: Record<string, Buffer>): CatalogSource {
  return {
    files: new Set(Object.keys(files).filter((name) => FILE_NAMES.has(name))),
    open: (name) =>
      (async function* () {
        yield files[name] ?? Buffer.alloc(0);
      })(),
    images: new Set(Object.keys(images)),
    readImage: async (name) => images[name] ?? Buffer.alloc(0),
  };
}
