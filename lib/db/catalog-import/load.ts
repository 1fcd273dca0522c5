import {
  bundlesBuilder,
  categoriesBuilder,
  promosBuilder,
  showroomsBuilder,
  type RowBuilder,
} from "../../domain/catalog-import/assemble";
import { referenceCheck, type ImageUse } from "../../domain/catalog-import/cross-check";
import { CATALOG_FILES, IMAGES_DIR } from "../../domain/catalog-import/format";
import { homeJson, homeJsonLine } from "../../domain/catalog-import/home-json";
import type { ImportIssue } from "../../domain/catalog-import/issues";
import type {
  CatalogImport,
  ImportProduct,
  ImportStock,
  KnownCatalog,
  SmallImport,
} from "../../domain/catalog-import/model";
import {
  productsBuilder,
  stockBuilder,
  type ProductSink,
  type ProductsRead,
} from "../../domain/catalog-import/stream-builders";
import { checkImage, type CheckedImage } from "./images";
import { readCsv, type ByteSource } from "./read-csv";
import type { CatalogSource } from "./source";

export type Photo = CheckedImage & { bytes: Buffer };

/** Where the rows of products.csv and stock.csv go as they are read (the importer stages them in the database). */
export interface RowSinks {
  products: ProductSink;
  stock(row: ImportStock): void;
  /** Called after each row: a promise when a batch is full and being written (reading waits for it). */
  drain(): void | Promise<void>;
}

export interface ReadCatalog {
  /** The small files, whole; products and stock went to the sinks. */
  data: SmallImport;
  hasProducts: boolean;
  hasStock: boolean;
  issues: ImportIssue[];
  /** The files of images/ the rows name, with where each is first named, to check with `checkPhotos`. */
  images: Map<string, ImageUse>;
}

async function csv<T>(
  source: CatalogSource,
  file: string,
  issues: ImportIssue[],
  builder: RowBuilder<T>,
  drain?: () => void | Promise<void>,
): Promise<T | undefined> {
  if (!source.files.has(file)) return undefined;
  await readCsv(file, source.open(file), issues, (line, record) => {
    builder.add(line, record);
    return drain?.();
  });
  return builder.finish();
}

async function text(bytes: ByteSource): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of bytes) chunks.push(chunk);
  return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
}

async function home(source: CatalogSource, issues: ImportIssue[]): Promise<CatalogImport["home"]> {
  const file = CATALOG_FILES.home;
  if (!source.files.has(file)) return undefined;
  let json: unknown;
  let body = "";
  try {
    body = (await text(source.open(file))).replace(/^\uFEFF/, "");
    json = JSON.parse(body);
  } catch (error) {
    issues.push({
      file,
      message: error instanceof SyntaxError ? `not valid JSON: ${error.message}` : "not UTF-8 text",
    });
    return undefined;
  }
  const parsed = homeJson.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues.slice(0, 50))
    issues.push({ file, line: homeJsonLine(body, issue.path), field: issue.path.join("."), message: issue.message });
  return undefined;
}

/**
 * Reads and checks a whole import, every row and the references across files, and reports all problems at once. The
 * small files are kept; the rows of products.csv and stock.csv are checked as they stream and handed to `sinks`, so
 * memory does not grow with them. A row with a problem is not handed on; the caller writes nothing if any is found.
 */
export async function readCatalog(source: CatalogSource, known: KnownCatalog, sinks: RowSinks): Promise<ReadCatalog> {
  const issues: ImportIssue[] = [];
  const data: SmallImport = {
    categories: await csv(source, CATALOG_FILES.categories, issues, categoriesBuilder(issues)),
    showrooms: await csv(source, CATALOG_FILES.showrooms, issues, showroomsBuilder(issues)),
    promos: await csv(source, CATALOG_FILES.promos, issues, promosBuilder(issues)),
    bundles: await csv(source, CATALOG_FILES.bundles, issues, bundlesBuilder(issues)),
    home: await home(source, issues),
    images: source.images,
  };
  if (source.files.size === 0)
    issues.push({
      file: "(folder)",
      message: `no catalogue file found: expected some of ${Object.values(CATALOG_FILES).join(", ")}`,
    });
  const refs = referenceCheck(data, known, issues);
  refs.startProducts();
  const productSink: ProductSink = {
    product: (p) => {
      refs.product(p);
      sinks.products.product(p);
    },
    size: (code, size, sortOrder) => sinks.products.size(code, size, sortOrder),
  };
  const read: ProductsRead | undefined = await csv(
    source,
    CATALOG_FILES.products,
    issues,
    productsBuilder(issues, productSink),
    sinks.drain,
  );
  refs.endProducts(read);
  const stockSink = (row: ImportStock) => {
    refs.stock(row);
    sinks.stock(row);
  };
  await csv(source, CATALOG_FILES.stock, issues, stockBuilder(issues, stockSink, refs.showrooms), sinks.drain);
  refs.bundles(data.bundles);
  issues.push(...refs.issues);
  const images = new Map([...refs.referenced].filter(([name]) => source.images.has(name)));
  return { data, hasProducts: read !== undefined, hasStock: source.files.has(CATALOG_FILES.stock), issues, images };
}

/**
 * Checks each photo the rows name, one at a time (its bytes are not kept): `take` gets the good ones, `issues` the
 * rest, each at the file, line and column that first names the photo.
 */
export async function checkPhotos(
  source: CatalogSource,
  names: ReadonlyMap<string, ImageUse>,
  issues: ImportIssue[],
  take: (name: string, photo: Photo) => Promise<void> | void,
): Promise<void> {
  for (const [name, use] of names) {
    const bytes = await source.readImage(name);
    const checked = await checkImage(bytes);
    if (typeof checked === "string") issues.push({ ...use, message: `${IMAGES_DIR}/${name} ${checked}` });
    else await take(name, { ...checked, bytes });
  }
}

export interface LoadedCatalog {
  data: CatalogImport;
  issues: ImportIssue[];
  photos: Map<string, Photo>;
}

/** A whole import read into memory (a small one: the unit tests of the format); the importer streams instead. */
export async function loadCatalog(source: CatalogSource, known: KnownCatalog): Promise<LoadedCatalog> {
  const products: ImportProduct[] = [];
  const byCode = new Map<string, ImportProduct>();
  const stock: ImportStock[] = [];
  const read = await readCatalog(source, known, {
    products: {
      product: (p) => void (products.push(p), byCode.set(p.fields.product_code, p)),
      size: (code, size) => void byCode.get(code)?.sizes.push(size),
    },
    stock: (row) => void stock.push(row),
    drain: () => undefined,
  });
  const photos = new Map<string, Photo>();
  await checkPhotos(source, read.images, read.issues, (name, photo) => void photos.set(name, photo));
  const data: CatalogImport = {
    ...read.data,
    ...(read.hasProducts ? { products } : {}),
    ...(read.hasStock ? { stock } : {}),
  };
  return { data, issues: read.issues, photos };
}
