import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');
/** The apps' folders, federation names and ports, as platform.json defines them. */
export { apps } from '@storefront/shared/contract';
