/**
 * The API's layers, read from its source with the TypeScript compiler: every query lives in
 * `src/db` (its repositories), a route handler only parses, calls a service and answers, services
 * take their dependencies rather than Fastify's instance, request or reply, and domain code knows
 * nothing of HTTP.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { apiRoot } from '../../src/paths';

const srcDir = path.join(apiRoot, 'src');
const dbDir = path.join(srcDir, 'db') + path.sep;
/** The route folders: the public API's and the operator API's. */
const routesDirs = [path.join(srcDir, 'routes') + path.sep, path.join(srcDir, 'operator', 'routes') + path.sep];
const MAX_HANDLER_LINES = 40;

/** Methods of a Drizzle database or transaction that run a query. */
const queryMethods = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'query']);
/** What a database handle is called in this code base: `db`, `tx`, `app.db`, `this.db`, `ctx.db`. */
const handleNames = new Set(['db', 'tx']);
const routeMethods = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const where = (source: ts.SourceFile, node: ts.Node) =>
  `${path.relative(apiRoot, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

const isHandle = (node: ts.Expression): boolean =>
  (ts.isIdentifier(node) && handleNames.has(node.text)) || (ts.isPropertyAccessExpression(node) && handleNames.has(node.name.text));

/** Value imports of a database driver or of Drizzle, `sql` templates, and queries run on a database handle. */
export function queriesIn(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const from = node.moduleSpecifier.text;
      if (/^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/.test(from)) found.push(`${where(source, node)} imports ${from}`);
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') found.push(`${where(source, node)} writes sql\`…\``);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { expression: receiver, name } = node.expression;
      if (queryMethods.has(name.text) && isHandle(receiver)) found.push(`${where(source, node)} calls ${receiver.getText()}.${name.text}()`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Imports of Fastify itself, and, when `edge` is given, of the HTTP edge's folders (plugins, routes). */
export function httpImportsIn(source: ts.SourceFile, edge: boolean): string[] {
  return source.statements.flatMap((node) => {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) return [];
    const from = node.moduleSpecifier.text;
    const http = /^(@fastify\/|fastify($|-|\/))/.test(from) || (edge && /\/(plugins|routes)\//.test(from));
    return http ? [`${where(source, node)} imports ${from}`] : [];
  });
}

/** Handlers (the last function argument) of `app.get(...)`, `app.post(...)`, … longer than the limit. */
export function longHandlersIn(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && routeMethods.has(node.expression.name.text)) {
      const handler = node.arguments[node.arguments.length - 1];
      if (handler && (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler))) {
        const first = source.getLineAndCharacterOfPosition(handler.getStart()).line;
        const last = source.getLineAndCharacterOfPosition(handler.getEnd()).line;
        const lines = last - first + 1;
        if (lines > MAX_HANDLER_LINES) found.push(`${where(source, handler)} ${node.expression.name.text} handler has ${lines} lines`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the API layers', () => {
  const files = sourceFiles(srcDir);

  it('keeps every query in src/db', () => {
    const outside = files.filter((f) => !f.startsWith(dbDir)).flatMap((f) => queriesIn(parse(f)));
    expect(outside).toEqual([]);
  });

  it(`keeps every route handler within ${MAX_HANDLER_LINES} lines`, () => {
    const routeFiles = files.filter((f) => routesDirs.some((dir) => f.startsWith(dir)));
    expect(routeFiles.some((f) => f.includes(`${path.sep}operator${path.sep}`))).toBe(true);
    const long = routeFiles.flatMap((f) => longHandlersIn(parse(f)));
    expect(long).toEqual([]);
  });

  it('keeps Fastify out of the services and HTTP out of the domain', () => {
    const under = (folder: string) => files.filter((f) => f.startsWith(path.join(srcDir, folder) + path.sep));
    const services = under('services').flatMap((f) => httpImportsIn(parse(f), false));
    const domain = under('domain').flatMap((f) => httpImportsIn(parse(f), true));
    expect([...services, ...domain]).toEqual([]);
  });

  it('sees a query and a long handler where there is one', () => {
    const sample = ts.createSourceFile('sample.ts', [
      "import { sql } from 'drizzle-orm';",
      'app.put("", async () => {',
      ...Array.from({ length: MAX_HANDLER_LINES }, () => '  await app.db.select().from(t);'),
      '});',
      'await tx.execute(sql`select 1`);',
      "hash.update('text');",
      "import type { FastifyInstance } from 'fastify';",
      "import { ProblemError } from '../plugins/app/problem-error.js';",
    ].join('\n'), ts.ScriptTarget.Latest, true);
    expect(queriesIn(sample)).toHaveLength(MAX_HANDLER_LINES + 3);
    expect(longHandlersIn(sample)).toHaveLength(1);
    expect(httpImportsIn(sample, false)).toHaveLength(1);
    expect(httpImportsIn(sample, true)).toHaveLength(2);
  });
});
