import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import YAML from 'yaml';
import { marketCodes } from '@storefront/shared/contract';
import type { Catalog, CatalogImage, CommonFile, CountryFile } from './types.js';
import { validateCatalog } from './validate.js';
import { DomainError } from '../domain/problem.js';

const imageFolders = ['cards', 'features', 'banners'] as const;

/** Reads seed-style catalog files: `${dir}/catalog/common.yaml` and one `<market>.yaml` per market of platform.json, and `${dir}/images/{cards,features,banners}/*`. */
export async function readCatalog(dir: string): Promise<Catalog> {
  const hash = crypto.createHash('sha256');
  const readYaml = async (name: string) => {
    const text = await fs.readFile(path.join(dir, 'catalog', name), 'utf8');
    hash.update(name).update(text);
    return YAML.parse(text) as unknown;
  };
  const common = (await readYaml('common.yaml')) as CommonFile;
  const countries: CountryFile[] = [];
  for (const country of marketCodes) countries.push((await readYaml(`${country}.yaml`)) as CountryFile);

  const images: CatalogImage[] = [];
  for (const folder of imageFolders) {
    const names = (await fs.readdir(path.join(dir, 'images', folder)).catch(() => [] as string[])).sort();
    for (const name of names) {
      if (!/\.(svg|png)$/.test(name)) continue;
      const body = await fs.readFile(path.join(dir, 'images', folder, name));
      hash.update(`${folder}/${name}`).update(body);
      images.push({ folder, name, contentType: name.endsWith('.svg') ? 'image/svg+xml' : 'image/png', body });
    }
  }
  return { version: common?.version, checksum: hash.digest('hex'), common, countries, images };
}

/** Reads and validates; throws with every problem listed. */
export async function loadValidCatalog(dir: string): Promise<Catalog> {
  const catalog = await readCatalog(dir);
  const errors = validateCatalog(catalog);
  if (errors.length) {
    throw new DomainError('broken', 'catalog.invalid', 'Invalid catalog', `The catalog in ${dir} is invalid:\n- ${errors.join('\n- ')}`, 'invalid-catalog');
  }
  return catalog;
}
