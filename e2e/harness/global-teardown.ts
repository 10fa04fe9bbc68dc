import { removeDatabaseTemplate } from './api-template';

export default function globalTeardown(): void {
  removeDatabaseTemplate();
}
