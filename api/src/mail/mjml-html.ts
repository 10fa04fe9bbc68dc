/**
 * MJML templates turned into e-mail HTML. Loading MJML is most of the renderer's start (for the
 * built API, 0.5 s with it and 0.2 s without), so the build compiles the templates once and
 * writes the HTML beside this module (`mail-html.json`), keyed by the SHA-256 of each template's
 * MJML. A template found there is not compiled again; one that is not (the API run from source, or
 * a template edited since the build) is compiled when asked for, and only then is MJML loaded. The
 * key is the template's whole source, so a stale file can never serve old HTML.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the build writes the compiled templates, and where the renderer reads them. */
export const compiledHtmlFile = path.join(__dirname, 'mail-html.json');

/** E-mail HTML by the SHA-256 of its template's MJML. */
export type CompiledHtml = Record<string, string>;

const keyOf = (mjml: string) => createHash('sha256').update(mjml).digest('hex');

/** MJML's own compile. 'strict' refuses a template MJML does not understand; no font is fetched from Google Fonts. */
export function compileMjml(mjml: string): string {
  const mjml2html = require('mjml') as typeof import('mjml');
  return mjml2html(mjml, { validationLevel: 'strict', fonts: {}, keepComments: false, ignoreIncludes: true }).html;
}

/** What a file of compiled templates holds; nothing when it is absent or unreadable. */
export function readCompiledHtml(file: string): CompiledHtml {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as CompiledHtml;
  } catch {
    return {};
  }
}

let built: CompiledHtml | undefined;

/** The HTML of a template: from the compiled templates when they hold this very MJML, compiled otherwise. */
export function mjmlToHtml(mjml: string, compiled: CompiledHtml = (built ??= readCompiledHtml(compiledHtmlFile))): string {
  return compiled[keyOf(mjml)] ?? compileMjml(mjml);
}

/** Compiles every template and writes `file`, replacing what it held. */
export function writeCompiledHtml(file: string, templates: string[]): void {
  const html = Object.fromEntries(templates.map((mjml) => [keyOf(mjml), compileMjml(mjml)]));
  fs.writeFileSync(file, JSON.stringify(html));
}
