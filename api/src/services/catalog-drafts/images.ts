/**
 * Images uploaded for the catalog, made safe to serve from the storefront's origin: an SVG goes
 * through DOMPurify's SVG profile (scripts, event handlers, foreign objects removed) and loses every
 * reference outside itself (href, xlink:href or url() not starting with '#'); a PNG is checked for
 * its signature, its size and its dimensions.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { imageSize } from 'image-size';
import { catalogPngMaxBytes, catalogPngMaxSide, catalogSvgMaxBytes, type CatalogProblem } from '@storefront/shared/contract';

export interface CheckedImage {
  contentType: 'image/svg+xml' | 'image/png';
  body: Buffer;
  width: number | null;
  height: number | null;
  /** What sanitising removed from an SVG. */
  removed: string[];
}

/** An image refused, in an operator's words. */
export class ImageRefused extends Error {
  constructor(readonly problem: CatalogProblem) {
    super(problem.message);
  }
}

const refuse = (message: string) => new ImageRefused({ path: ['dataBase64'], message });

const purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
const referenceAttributes = ['href', 'xlink:href', 'src'];
const externalUrl = /url\(\s*['"]?\s*(?!#)[^)]*\)/i;

/** Only this document's own fragments (#id) may be referenced. */
const isExternal = (value: string) => !value.trim().startsWith('#');

function sanitizeSvg(body: Buffer): CheckedImage {
  if (body.length > catalogSvgMaxBytes) throw refuse(`An SVG image may be at most ${catalogSvgMaxBytes / 1024} KB`);
  const removedReferences: string[] = [];
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of referenceAttributes) {
      const value = node.getAttribute(name);
      if (value !== null && isExternal(value)) {
        node.removeAttribute(name);
        removedReferences.push(`external reference (${name})`);
      }
    }
    const style = node.getAttribute('style');
    if (style !== null && externalUrl.test(style)) {
      node.removeAttribute('style');
      removedReferences.push('external reference (style)');
    }
  });
  try {
    const clean = purifier.sanitize(body.toString('utf8'), {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ['style', 'foreignObject', 'a'],
    });
    if (!/^<svg[\s>]/.test(clean.trim())) throw refuse('The file is not an SVG image');
    const removed = [
      ...purifier.removed.map((r) => ('attribute' in r && r.attribute ? r.attribute.name : (r as { element: Element }).element.nodeName.toLowerCase())),
      ...removedReferences,
    ];
    return { contentType: 'image/svg+xml', body: Buffer.from(clean, 'utf8'), width: null, height: null, removed: [...new Set(removed)] };
  } finally {
    purifier.removeHook('afterSanitizeAttributes');
  }
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function checkPng(body: Buffer): CheckedImage {
  if (!body.subarray(0, 8).equals(pngSignature)) throw refuse('The file is not a PNG image');
  if (body.length > catalogPngMaxBytes) throw refuse(`A PNG image may be at most ${catalogPngMaxBytes / 1024} KB`);
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(body);
  } catch {
    throw refuse('The PNG image cannot be read');
  }
  const { width = 0, height = 0 } = size;
  if (size.type !== 'png' || !width || !height) throw refuse('The PNG image cannot be read');
  if (width > catalogPngMaxSide || height > catalogPngMaxSide) {
    throw refuse(`A PNG image may be at most ${catalogPngMaxSide} × ${catalogPngMaxSide} pixels (this one is ${width} × ${height})`);
  }
  return { contentType: 'image/png', body, width, height, removed: [] };
}

/** The image to store for a file named `name` (.svg or .png): sanitised or checked, or refused. */
export function checkImage(name: string, body: Buffer): CheckedImage {
  return name.endsWith('.svg') ? sanitizeSvg(body) : checkPng(body);
}
