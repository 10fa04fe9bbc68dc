/** POST /api/client-errors/public: a browser's report that a remote of the storefront failed to load. */
import { Type, type Static } from '@sinclair/typebox';
import { Obj } from './common';

export const ClientErrorReport = Obj({
  remote: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.@/-]+$', description: "The remote's federation name, e.g. 'mfe_support'" }),
  module: Type.String({ minLength: 1, maxLength: 128, description: "The exposed module, e.g. 'HelpAndSupportPage'" }),
  message: Type.String({ maxLength: 500, description: 'The error message the browser saw' }),
  url: Type.String({ maxLength: 2048, description: 'The page where it happened' }),
});

// The static types of the schemas above, by the same names.
export type ClientErrorReport = Static<typeof ClientErrorReport>;
