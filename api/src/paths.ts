import path from 'node:path';

/** The api/ folder, the same from src/ (tsx, jest) and from dist/ (node). */
export const apiRoot = path.resolve(__dirname, '..');
