import type { ReactNode } from 'react';

/**
 * An amount, a percent or a reference inside text that may run right to left: kept whole and read
 * left to right, whatever the words around it.
 */
export function Figure({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
