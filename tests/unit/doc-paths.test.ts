/**
 * The documentation names only files that exist (issue 27): every repository path that README.md,
 * ARCHITECTURE.md and docs/ name in `code` or as a link target is in the tree, and the README stays
 * a README (under 250 lines). Checked: paths under a top folder of the repository (src/, tests/,
 * docs/, scripts/, bench/, assets/, .ci/) or beside the document, with `*` and `{a,b}` expanded;
 * a bare file name (`zip-budget.ts`) must exist somewhere in the tree, a partial path
 * (`documents/bms.ts`) must end a path of the tree; an import specifier without
 * an extension (`src/server/config`) may name a .ts/.tsx file or a folder. Not checked: build output
 * (dist/), node_modules/, paths outside the repository (the default of REAL_DOCS_DIR), and decision
 * records marked superseded, which describe what was removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TOP = /^(src|tests|docs|scripts|bench|assets|\.ci)\//;
const CODE_FILE = /^[\w.-]+\.(ts|tsx|mjs|cjs|js|json|md|sql|txt)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'data']);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(path.relative(ROOT, full).split(path.sep).join('/'));
  }
  return out;
}

const TREE = walk(ROOT);
const TREE_SET = new Set(TREE);
const DIRS = new Set(
  TREE.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const BASENAMES = new Set(TREE.map((f) => f.slice(f.lastIndexOf('/') + 1)));

const DOCS = ['README.md', 'ARCHITECTURE.md', ...TREE.filter((f) => f.startsWith('docs/') && f.endsWith('.md'))];

/** `a/{x,y}.json` → a/x.json, a/y.json. */
const expandBraces = (p: string): string[] => {
  const m = /\{([^}]+)\}/.exec(p);
  return m ? m[1].split(',').flatMap((alt) => expandBraces(p.replace(m[0], alt))) : [p];
};

function exists(repoPath: string): boolean {
  const clean = repoPath.replace(/\/$/, '');
  if (clean.includes('*')) {
    const re = new RegExp(`^${clean.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return TREE.some((f) => re.test(f));
  }
  if (TREE_SET.has(clean) || DIRS.has(clean)) return true;
  // An import specifier names a module without its extension.
  return !path.extname(clean) && (TREE_SET.has(`${clean}.ts`) || TREE_SET.has(`${clean}.tsx`));
}

/** The paths one document names that are not in the tree. */
function missingPaths(doc: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
  const named = new Set<string>();
  for (const m of text.matchAll(/`([^`\s]+)`/g)) named.add(m[1]);
  for (const m of text.matchAll(/\]\(([^)\s#]+)/g)) if (!/^[a-z]+:/.test(m[1])) named.add(m[1]);
  const missing: string[] = [];
  for (const raw of named) {
    const name = raw.replace(/[.,:;]+$/, '');
    if (/^(dist|node_modules)\//.test(name)) continue;
    let repoPath: string;
    if (TOP.test(name)) repoPath = name;
    else if (name.includes('/') && !name.startsWith('.') && CODE_FILE.test(path.basename(name))) {
      // `documents/bms.ts`: a path within a folder the text has named; it must end some path of the tree.
      if (!expandBraces(name).every((n) => TREE.some((f) => f.endsWith(`/${n}`)))) missing.push(name);
      continue;
    } else if (name.startsWith('./') || name.startsWith('../')) {
      const resolved = path
        .relative(ROOT, path.resolve(ROOT, path.dirname(doc), name))
        .split(path.sep)
        .join('/');
      if (resolved.startsWith('..')) continue;
      // `../intake/x`: an example import specifier, not a file of the tree.
      if (!path.extname(name) && !name.endsWith('/') && !exists(resolved)) continue;
      repoPath = resolved;
    } else if (CODE_FILE.test(name)) {
      if (!BASENAMES.has(name) && !exists(name)) missing.push(name);
      continue;
    } else continue;
    if (!expandBraces(repoPath).every(exists)) missing.push(name);
  }
  return missing;
}

describe('paths named in the documentation', () => {
  it('the README is under 250 lines', () => {
    const lines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(250);
  });

  it.each(DOCS.filter((doc) => !/^> \*\*Superseded/m.test(fs.readFileSync(path.join(ROOT, doc), 'utf8'))))('%s names only paths that exist', (doc) => {
    expect(missingPaths(doc)).toEqual([]);
  });

  it('finds a path that does not exist (the check can fail)', () => {
    const scratch = path.join(ROOT, 'docs', '.doc-paths-plant.md');
    fs.writeFileSync(
      scratch,
      'See `src/server/http/routes.ts`, `src/server/errors.ts`, `uploads/analysis-job.ts`, `documents/bms.ts` and `no-such-module.ts`.\n',
    );
    try {
      expect(missingPaths('docs/.doc-paths-plant.md').sort()).toEqual(['no-such-module.ts', 'src/server/http/routes.ts', 'uploads/analysis-job.ts']);
    } finally {
      fs.rmSync(scratch, { force: true });
    }
  });
});
