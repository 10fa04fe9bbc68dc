/** A `json` column of a query as the drivers give it: parsed already (node-postgres, PGlite) or as its text. */
export const fromJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
