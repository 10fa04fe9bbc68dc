import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../domain/problem.js';
import type { CatalogImageEntry } from '../catalog/service.js';
import { banks, products } from '../db/schema.js';
import { bankLogoSvg, cardArtSvg } from '../domain/card-art/index.js';

/** Sends a catalog image with a strong ETag and a year of immutable caching; 304 when the client has it. */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: CatalogImageEntry | undefined, name: string | number) {
  if (!image) throw notFound('Image', name);
  reply
    .header('etag', image.etag)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  const tags = String(request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (tags.includes(image.etag) || tags.includes('*')) return reply.status(304).send();
  return reply.type(image.contentType).send(image.body);
}

function svgEntry(svg: string): CatalogImageEntry {
  const body = Buffer.from(svg, 'utf8');
  return { contentType: 'image/svg+xml', etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, body };
}

/**
 * The images drawn from the catalog (card art per product, a logo per bank), kept per catalog
 * checksum: a replaced catalog draws them again.
 */
const drawn = new WeakMap<FastifyInstance, { checksum: string; images: Map<string, CatalogImageEntry> }>();

async function drawOnce(app: FastifyInstance, key: string, draw: () => Promise<string | undefined>) {
  const { checksum } = await app.catalog.get();
  let cache = drawn.get(app);
  if (!cache || cache.checksum !== checksum) {
    cache = { checksum, images: new Map() };
    drawn.set(app, cache);
  }
  const kept = cache.images.get(key);
  if (kept) return kept;
  const svg = await draw();
  if (svg === undefined) return undefined;
  const entry = svgEntry(svg);
  cache.images.set(key, entry);
  return entry;
}

/** The card art of a catalog product (domain/card-art): its tier, bank, name and the neutral network mark. */
export async function sendCardArt(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, productId: number) {
  const image = await drawOnce(app, `product:${productId}`, async () => {
    const [row] = await app.db
      .select({ productName: products.name, productType: products.productType, bankId: banks.id, bankName: banks.name })
      .from(products)
      .innerJoin(banks, eq(banks.id, products.bankId))
      .where(eq(products.id, productId));
    return row && cardArtSvg({
      productId, productName: row.productName, productType: row.productType, bank: { id: row.bankId, name: row.bankName },
    });
  });
  if (!image) throw notFound('Product', productId);
  return sendImage(request, reply, image, productId);
}

/** A bank's logo by the name `bank-<id>.svg` (GET /api/images/public/bank/{imageUrl}). */
export async function sendBankLogo(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, name: string) {
  const id = /^bank-([1-9][0-9]{0,9})\.svg$/.exec(name)?.[1];
  const image = id === undefined || Number(id) > 2_147_483_647 ? undefined : await drawOnce(app, `bank:${id}`, async () => {
    const [bank] = await app.db.select({ id: banks.id, name: banks.name }).from(banks).where(eq(banks.id, Number(id)));
    return bank && bankLogoSvg(bank);
  });
  return sendImage(request, reply, image, name);
}
