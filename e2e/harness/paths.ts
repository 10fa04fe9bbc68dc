import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');
/** One definition of the apps' folders, federation names and ports. */
export const apps: Record<string, { folder: string; federationName?: string; port: number }> = require(
  path.join(repoRoot, 'shared/src/apps.json'),
);
