import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileMjml, mjmlToHtml, readCompiledHtml, writeCompiledHtml } from '../../src/mail/mjml-html';
import { allMailTemplates } from '../../src/mail/render';

/**
 * The build compiles the mail templates once; the API then takes each template's HTML from that
 * file, and compiles only what the file does not hold for the very same MJML.
 */
const template = (text: string) =>
  `<mjml><mj-body><mj-section><mj-column><mj-text>${text}</mj-text></mj-column></mj-section></mj-body></mjml>`;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-html-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('the build writes the HTML MJML makes of every mail, in each language', () => {
  const file = path.join(dir, 'mail-html.json');
  const templates = allMailTemplates();
  writeCompiledHtml(file, templates);
  const compiled = readCompiledHtml(file);
  // Card, Loan, help and notice (tracking code, application news) mails in English, Arabic and Urdu, and the support team's ticket.
  expect(Object.keys(compiled)).toHaveLength(13);
  for (const mjml of templates) expect(mjmlToHtml(mjml, compiled)).toBe(compileMjml(mjml));
});

it('a template the file holds is not compiled again; one edited since the build is', () => {
  const file = path.join(dir, 'one.json');
  writeCompiledHtml(file, [template('Your application is on its way')]);
  const compiled = readCompiledHtml(file);
  const [key] = Object.keys(compiled);
  compiled[key] = '<p>as the build wrote it</p>';

  expect(mjmlToHtml(template('Your application is on its way'), compiled)).toBe('<p>as the build wrote it</p>');
  const edited = mjmlToHtml(template('Your application has arrived'), compiled);
  expect(edited).toContain('Your application has arrived');
  expect(edited).not.toContain('as the build wrote it');
});

it('an absent or damaged file holds nothing, and every template is compiled', () => {
  fs.writeFileSync(path.join(dir, 'damaged.json'), '{"half');
  expect(readCompiledHtml(path.join(dir, 'damaged.json'))).toEqual({});
  expect(readCompiledHtml(path.join(dir, 'absent.json'))).toEqual({});
  expect(mjmlToHtml(template('Help is on its way'), {})).toContain('Help is on its way');
});
