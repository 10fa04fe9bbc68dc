import crypto from 'node:crypto';
import type { Tx } from '../db/client.js';
import { productArtSource } from '../db/repositories/catalog.js';
import type { CatalogImageEntry, CatalogService } from '../catalog/service.js';
import { cardArtSvg } from '../domain/card-art/index.js';

/** What drawing images needs: the database, and the catalog whose checksum the drawings are kept for. */
export interface ImageDeps {
  db: Tx;
  catalog: CatalogService;
}

function svgEntry(svg: string): CatalogImageEntry {
  const body = Buffer.from(svg, 'utf8');
  return { contentType: 'image/svg+xml', etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, body };
}

/**
 * The images drawn from the catalog (card art per product), kept per catalog checksum: a replaced
 * catalog draws them again.
 */
const drawn = new WeakMap<CatalogService, { checksum: string; images: Map<string, CatalogImageEntry> }>();

async function drawOnce(catalog: CatalogService, key: string, draw: () => Promise<string | undefined>) {
  const { checksum } = await catalog.get();
  let cache = drawn.get(catalog);
  if (!cache || cache.checksum !== checksum) {
    cache = { checksum, images: new Map() };
    drawn.set(catalog, cache);
  }
  const kept = cache.images.get(key);
  if (kept) return kept;
  const svg = await draw();
  if (svg === undefined) return undefined;
  const entry = svgEntry(svg);
  cache.images.set(key, entry);
  return entry;
}

/** The card art of a catalog product (domain/card-art): its tier, bank, name and the neutral network mark; undefined for an unknown product. */
export async function cardArt({ db, catalog }: ImageDeps, productId: number): Promise<CatalogImageEntry | undefined> {
  return drawOnce(catalog, `product:${productId}`, async () => {
    const row = await productArtSource(db, productId);
    return row && cardArtSvg({
      productId, productName: row.productName, productType: row.productType, bank: { id: row.bankId, name: row.bankName },
    });
  });
}
