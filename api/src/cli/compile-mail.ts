/**
 * Build step: compiles the MJML of every mail the API sends and writes the HTML beside the renderer
 * (mjml-html.ts), so that the API starts without loading MJML.
 *
 *   node dist/cli/compile-mail.js     # after tsc, as `npm run build -w api` does
 */
import { allMailTemplates } from '../mail/render.js';
import { compiledHtmlFile, writeCompiledHtml } from '../mail/mjml-html.js';

const templates = allMailTemplates();
writeCompiledHtml(compiledHtmlFile, templates);
console.log(`${templates.length} mail templates compiled to ${compiledHtmlFile}`);
