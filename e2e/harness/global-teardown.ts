import { removeDatabaseTemplate } from './api-template';
import { endLeftovers } from './front-end-server';

export default function globalTeardown(): void {
  removeDatabaseTemplate();
  // The front ends of a suite whose worker was killed before it could stop them.
  endLeftovers();
}
