import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Module boundaries of the API (the module kit's rules, checked on every file instead of by review):
 *  (a) SQL lives in repositories: outside `*.repository.ts` no file imports `drizzle-orm` (even for
 *      types) or value-imports `@hctl/db` (`import type { Executor } from '@hctl/db'` is fine);
 *  (b) a module never imports another module's repository (type-only imports included): it calls
 *      that module's service instead;
 *  (c) a view is not extended by spreading a mapper's result into a literal (`{ ...toCard(r), more }`):
 *      `Object.assign(toCard(r), { more })` builds the same object, and on Node 20 every key added
 *      after a spread costs about a microsecond (docs/architecture.md §2, mappers).
 *
 * The import statements are found by a scanner, not a parser: the `typescript` package (v7) ships
 * no parser API. The scanner blanks comments and the contents of string, template and regex
 * literals first, so what the patterns below match is real code; the cases in the first `describe`
 * pin that down.
 */

const SRC = resolve(import.meta.dirname, '../..');
const MODULES = join(SRC, 'modules');

/** Not application code: tests and their helpers, the seed data and migrations. */
const EXCLUDED_SEGMENTS = new Set(['__tests__', 'seed', 'migrations']);

/**
 * The files outside repositories that may import the database packages, and only the names listed.
 * Each needs a reason; a module's service, mapper or jobs file never belongs here.
 */
const ALLOWED: { file: string; from: string; names: string[]; why: string }[] = [
  {
    file: 'lib/pagination.ts',
    from: 'drizzle-orm',
    names: ['sql'],
    why: 'SQL helper shared by repositories (`totalOver`: the count(*) over () column)',
  },
  {
    file: 'lib/prepared.ts',
    from: 'drizzle-orm',
    names: ['SQL', 'SQLWrapper', 'sql'],
    why: 'SQL helpers shared by repositories (`fixedLimit`, `fixedEq`: a LIMIT or a constant written into a prepared statement)',
  },
  {
    file: 'lib/ordering.ts',
    from: 'drizzle-orm',
    names: ['SQL', 'SQLWrapper', 'sql'],
    why: 'SQL helper shared by repositories (`descIndexed`: newest first as a `.desc()` index stores it)',
  },
  {
    file: 'runtime/deps.ts',
    from: '@hctl/db',
    names: ['createDb'],
    why: 'composition root: opens the database handle every module is given',
  },
  {
    file: 'runtime/launch.ts',
    from: '@hctl/db',
    names: ['createDb', 'seedAdPlacements', 'seedPlans', 'seedServiceCategories'],
    why: 'startup: opens the database and writes the plan catalogue, service taxonomy and ad placements before serving',
  },
  {
    file: 'runtime/infra.ts',
    from: '@hctl/db',
    names: ['ensureDatabase', 'runMigrations'],
    why: 'startup: creates and migrates the database',
  },
  {
    file: 'print-routes.ts',
    from: '@hctl/db',
    names: ['createDb'],
    why: 'CLI that builds the app to list its routes; needs a database handle like server.ts',
  },
  {
    file: 'openapi/offline-app.ts',
    from: '@hctl/db',
    names: ['createDb'],
    why: 'builds the app over a pool that never connects, to list routes and write the OpenAPI document',
  },
];

// ---------------------------------------------------------------------------------------------
// Scanner

/**
 * `src` with comments turned into spaces and the contents of string, template and regex literals
 * into `x` (quotes, newlines and every offset kept), so keywords found in it are code and a
 * string's position still points at its text in `src`.
 */
function maskNonCode(src: string): string {
  const out = src.split('');
  const n = src.length;
  const set = (i: number, ch: string) => {
    if (i < n && out[i] !== '\n') out[i] = ch;
  };
  const REGEX_AFTER_WORD = new Set([
    'return',
    'typeof',
    'case',
    'do',
    'else',
    'in',
    'of',
    'new',
    'delete',
    'void',
    'throw',
    'instanceof',
    'yield',
    'await',
  ]);
  let mode: 'code' | 'template' = 'code';
  const templateDepths: number[] = [];
  let depth = 0;
  let prevIdx = -1; // last non-blank code character
  let i = 0;
  while (i < n) {
    const c = src[i];
    if (mode === 'template') {
      if (c === '\\') {
        set(i, 'x');
        set(i + 1, 'x');
        i += 2;
      } else if (c === '`') {
        mode = 'code';
        prevIdx = i++;
      } else if (c === '$' && src[i + 1] === '{') {
        templateDepths.push(depth++);
        mode = 'code';
        prevIdx = i + 1;
        i += 2;
      } else set(i++, 'x');
      continue;
    }
    const d = src[i + 1];
    if (c === '/' && d === '/') {
      while (i < n && src[i] !== '\n') set(i++, ' ');
      continue;
    }
    if (c === '/' && d === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      while (i < stop) set(i++, ' ');
      continue;
    }
    if (c === "'" || c === '"') {
      i++;
      while (i < n && src[i] !== c && src[i] !== '\n') {
        if (src[i] === '\\') set(i++, 'x');
        set(i++, 'x');
      }
      prevIdx = i++;
      continue;
    }
    if (c === '`') {
      mode = 'template';
      i++;
      continue;
    }
    if (c === '/') {
      const prev = prevIdx < 0 ? '' : src[prevIdx];
      let isRegex = prev === '' || '(,=:[!&|?{};~+-*%<>^'.includes(prev);
      if (/[\w$]/.test(prev)) {
        let s = prevIdx;
        while (s > 0 && /[\w$]/.test(src[s - 1])) s--;
        isRegex = REGEX_AFTER_WORD.has(src.slice(s, prevIdx + 1));
      }
      if (isRegex) {
        let inClass = false;
        i++;
        while (i < n && src[i] !== '\n' && (inClass || src[i] !== '/')) {
          if (src[i] === '\\') set(i++, 'x');
          else if (src[i] === '[') inClass = true;
          else if (src[i] === ']') inClass = false;
          set(i++, 'x');
        }
        prevIdx = i++;
        continue;
      }
    }
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (templateDepths.length && templateDepths[templateDepths.length - 1] === depth) {
        templateDepths.pop();
        mode = 'template';
        i++;
        continue;
      }
    }
    if (!/\s/.test(c)) prevIdx = i;
    i++;
  }
  return out.join('');
}

interface FoundImport {
  /** The module specifier as written. */
  from: string;
  /** Line of the statement, from 1. */
  line: number;
  /** The statement as written, on one line. */
  text: string;
  /** `import type …`, `import { type A, type B } …`, or `import('…')` in a type position. */
  typeOnly: boolean;
  /** The imported binding names (`*` for a namespace or `export *`); empty for side-effect imports. */
  names: string[];
}

const WORD = String.raw`(?<![\w$.])`;
// An import/export clause holds only names, braces, commas, `*`, `as` and `type` — never a
// parenthesis, `=` or `;`, and never the next statement's `import`/`export`.
const CLAUSE = String.raw`((?:(?!\b(?:import|export)\b)[\w$\s{},*])*?)`;
const FROM_STATEMENT = new RegExp(
  `${WORD}(import|export)(\\s+type\\b)?\\s*${CLAUSE}\\s*\\bfrom\\s*(['"])`,
  'g',
);
const SIDE_EFFECT = new RegExp(`${WORD}import\\s*(['"])`, 'g');
const DYNAMIC = new RegExp(`${WORD}import\\s*\\(\\s*(['"])`, 'g');
const REQUIRE = new RegExp(`${WORD}require\\s*\\(\\s*(['"])`, 'g');

function clauseNames(clause: string) {
  const names: string[] = [];
  let typeOnly = true;
  const braces = clause.match(/\{([\s\S]*)\}/);
  const outside = clause.replace(/\{[\s\S]*\}/, '');
  for (const part of outside.split(',').map((p) => p.trim())) {
    if (!part) continue;
    names.push(part.startsWith('*') ? '*' : part);
    typeOnly = false;
  }
  for (const raw of braces ? braces[1].split(',') : []) {
    const part = raw.trim();
    if (!part) continue;
    const isType = /^type\s/.test(part);
    names.push(part.replace(/^type\s+/, '').split(/\s+as\s+/)[0]);
    if (!isType) typeOnly = false;
  }
  // `import {} from 'x'` keeps the module's side effects: a value import.
  return { names, typeOnly: typeOnly && names.length > 0 };
}

/** Every import, re-export, dynamic import and require of `src`. */
function findImports(src: string): FoundImport[] {
  const code = maskNonCode(src);
  const found: (FoundImport & { at: number })[] = [];
  const specifierAt = (quoteAt: number) => {
    const end = src.indexOf(src[quoteAt], quoteAt + 1);
    return { from: src.slice(quoteAt + 1, end), end: end + 1 };
  };
  const add = (at: number, quoteAt: number, typeOnly: boolean, names: string[], tail = 0) => {
    const { from, end } = specifierAt(quoteAt);
    found.push({
      at,
      from,
      line: src.slice(0, at).split('\n').length,
      text: src
        .slice(at, end + tail)
        .replace(/\s+/g, ' ')
        .trim(),
      typeOnly,
      names,
    });
  };
  for (const m of code.matchAll(FROM_STATEMENT)) {
    const quoteAt = m.index + m[0].length - 1;
    const clause = clauseNames(m[3]);
    add(m.index, quoteAt, Boolean(m[2]) || clause.typeOnly, clause.names);
  }
  for (const m of code.matchAll(SIDE_EFFECT)) add(m.index, m.index + m[0].length - 1, false, []);
  for (const m of code.matchAll(DYNAMIC)) {
    const quoteAt = m.index + m[0].length - 1;
    const after = code.slice(specifierAt(quoteAt).end).match(/^\s*\)\s*\.\s*([\w$]+)/);
    const inType =
      /\btypeof\s*$/.test(code.slice(Math.max(0, m.index - 20), m.index)) ||
      (after !== null && !['then', 'catch', 'finally'].includes(after[1]));
    add(m.index, quoteAt, inType, ['*'], 1);
  }
  for (const m of code.matchAll(REQUIRE)) add(m.index, m.index + m[0].length - 1, false, ['*'], 1);
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...rest }) => rest);
}

// ---------------------------------------------------------------------------------------------
// Rules

const isDrizzle = (from: string) => from === 'drizzle-orm' || from.startsWith('drizzle-orm/');
const isDb = (from: string) => from === '@hctl/db' || from.startsWith('@hctl/db/');
const isRepositoryPath = (p: string) =>
  /(^|\.)repository$/.test(
    p
      .split(sep)
      .pop()!
      .replace(/\.[cm]?[jt]s$/, ''),
  );

/** `modules/<name>/…` → name; undefined for a file outside modules/. */
const moduleOf = (abs: string) => {
  const rel = relative(MODULES, abs);
  return rel.startsWith('..') || rel === '' ? undefined : rel.split(sep)[0];
};

function sourceFiles() {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .filter((f) => !f.split(sep).some((seg) => EXCLUDED_SEGMENTS.has(seg)))
    .sort();
}

function offendersIn(rel: string, src: string): string[] {
  const abs = join(SRC, rel);
  const out: string[] = [];
  const ownModule = moduleOf(abs);
  const isRepository = rel.endsWith('.repository.ts');
  for (const imp of findImports(src)) {
    const where = `${rel}:${imp.line}  ${imp.text}`;
    const dbImport = isDrizzle(imp.from) || (isDb(imp.from) && !imp.typeOnly);
    if (dbImport && !isRepository) {
      const allowed = ALLOWED.some(
        (a) =>
          a.file === rel.split(sep).join('/') &&
          a.from === imp.from &&
          imp.names.every((n) => a.names.includes(n)),
      );
      if (!allowed)
        out.push(
          `${where}  — ${isDrizzle(imp.from) ? 'drizzle-orm' : 'a value import of @hctl/db'} outside a repository`,
        );
    }
    if (ownModule && imp.from.startsWith('.')) {
      const target = resolve(dirname(abs), imp.from);
      const targetModule = moduleOf(target);
      if (targetModule && targetModule !== ownModule && isRepositoryPath(target))
        out.push(`${where}  — the ${targetModule} module's repository${imp.typeOnly ? ' (type-only)' : ''}`);
    }
  }
  return out;
}

/** Rule (c): `...toX(` spread into an object literal (a call spread into an array or call is fine). */
const SPREAD_VIEW = /[{,]\s*\.\.\.\s*to[A-Z][\w$]*\s*\(/g;

function spreadViewsIn(rel: string, src: string): string[] {
  const code = maskNonCode(src);
  return [...code.matchAll(SPREAD_VIEW)].map((m) => {
    const at = m.index + m[0].indexOf('...');
    const line = src.slice(0, at).split('\n').length;
    return `${rel}:${line}  ${src.split('\n')[line - 1].trim()}  — extend the view with Object.assign`;
  });
}

// ---------------------------------------------------------------------------------------------

describe('import scanner', () => {
  const src = [
    "import { type Executor, schema } from '@hctl/db';",
    "import type { Database } from '@hctl/db';",
    "import { type A, type B } from '@hctl/db';",
    'import {',
    '  and,',
    '  eq,',
    "} from 'drizzle-orm';",
    "// import { sql } from 'drizzle-orm';",
    "/* import { x } from 'drizzle-orm'; */",
    'const s = "import { y } from \'drizzle-orm\'";',
    "const t = `import { z } from 'drizzle-orm' \u0024{await import('./dyn')}`;",
    "const r = /from 'x'/g;",
    "export * from '../jobs/jobs.repository';",
    "export { type C } from '@hctl/db';",
    "type Db = typeof import('@hctl/db');",
    "const lazy = await import('drizzle-orm/pg-core');",
    "import '@hctl/db';",
    'export function f() {',
    '  return 1 / 2;',
    '}',
    "import def, * as ns from 'pkg';",
  ].join('\n');
  const found = findImports(src);

  it('finds every import statement and nothing in comments, strings, templates or regexes', () => {
    expect(found.map((f) => [f.line, f.from, f.typeOnly])).toEqual([
      [1, '@hctl/db', false],
      [2, '@hctl/db', true],
      [3, '@hctl/db', true],
      [4, 'drizzle-orm', false],
      [11, './dyn', false],
      [13, '../jobs/jobs.repository', false],
      [14, '@hctl/db', true],
      [15, '@hctl/db', true],
      [16, 'drizzle-orm/pg-core', false],
      [17, '@hctl/db', false],
      [21, 'pkg', false],
    ]);
    expect(found[3]).toMatchObject({ names: ['and', 'eq'], text: "import { and, eq, } from 'drizzle-orm'" });
    expect(found[10].names).toEqual(['def', '*']);
  });

  it('applies both rules', () => {
    const service = offendersIn(join('modules', 'tour', 'tour.service.ts'), src);
    expect(service.filter((o) => o.includes('outside a repository'))).toHaveLength(4);
    expect(service.filter((o) => o.includes("jobs module's repository"))).toHaveLength(1);
    const repository = offendersIn(join('modules', 'tour', 'tour.repository.ts'), src);
    expect(repository).toEqual([expect.stringContaining("jobs module's repository")]);
    const ownRepository = "import { tourRepository } from './tour.repository';";
    expect(offendersIn(join('modules', 'tour', 'tour.service.ts'), ownRepository)).toEqual([]);
    expect(offendersIn(join('lib', 'pagination.ts'), "import { sql } from 'drizzle-orm';")).toEqual([]);
    expect(offendersIn(join('lib', 'pagination.ts'), "import { sql, eq } from 'drizzle-orm';")).toHaveLength(
      1,
    );
  });
});

describe('view spreads', () => {
  it('finds a mapper result spread into an object literal, and nothing else', () => {
    const src = [
      'const a = { ...toJob(j), share_token: t };',
      'const b = {',
      '  id: 1,',
      '  ...toCard(r),',
      '};',
      'const c = [...toList(x), 1];',
      'const d = Object.assign(toJob(j), { share_token: t });',
      'const e = { ...row, created_at: iso };',
      "const f = '{ ...toJob(j) }'; // { ...toJob(j) }",
      'f(...toArgs(x));',
    ].join('\n');
    expect(spreadViewsIn('m.ts', src).map((o) => o.split('  ')[0])).toEqual(['m.ts:1', 'm.ts:4']);
  });
});

describe('module boundaries', () => {
  it('keeps SQL in repositories, every repository inside its own module, and views unspread', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((rel) => {
      const src = readFileSync(join(SRC, rel), 'utf8');
      return [...offendersIn(rel, src), ...spreadViewsIn(rel, src)];
    });
    if (offenders.length)
      console.log(`${offenders.length} boundary violations (apps/api/src/…):\n${offenders.join('\n')}`);
    expect(offenders).toEqual([]);
  });
});
