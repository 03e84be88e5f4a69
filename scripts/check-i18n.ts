/**
 * `npm run check` step for the claimant side's two languages (docs/decisions/015-claimant-language.md).
 * Fails when:
 *  1. a message key is in one language's file and not the other's, or a message is no valid ICU
 *     message, or the Spanish one uses a variable the English one does not pass;
 *  2. an English text the claimant reads through translateText() (shared labels, upload rules,
 *     the shared zod schemas' messages, the sign-in answers of the server, the Bot's questions)
 *     has no Spanish under `text`;
 *  3. a claimant-facing component shows a string literal the translator never saw: JSX text, a
 *     user-visible attribute (label, title, placeholder, aria-label, ...) or a toast's title or
 *     description. The staff folders below are skipped: the staff side stays English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import ts from 'typescript';
import { CLAIM_FORM_FIELDS } from '../src/shared/claim';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'src/web');
const problems: string[] = [];

// ---------- 1. both languages hold the same keys, each a valid ICU message ----------
type Messages = { [key: string]: string | Messages };
// Overridable so tests/unit/check-i18n.test.ts can plant a fault in a copy.
const LOCALES_DIR = process.env.I18N_LOCALES_DIR ?? path.join(WEB, 'locales');
const SCAN_DIR = process.env.I18N_SCAN_DIR ?? WEB;
const load = (lang: string) => JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${lang}.json`), 'utf8')) as Messages;
const en = load('en');
const es = load('es');

function flatten(m: Messages, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(m)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else flatten(v, key, out);
  }
  return out;
}

/** The `text` table is keyed by English text and exists in Spanish only; part 2 checks it. */
const withoutText = (m: Messages): Messages => Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'text'));
const enFlat = flatten(withoutText(en));
const esFlat = flatten(withoutText(es));

function variablesOf(message: string, where: string): Set<string> | null {
  try {
    const ast = new IntlMessageFormat(message, 'en').getAst();
    const names = new Set<string>();
    const walk = (nodes: unknown[]) => {
      for (const n of nodes as Array<{ value?: unknown; options?: Record<string, { value: unknown[] }> }>) {
        if (typeof n.value === 'string' && (n as { type?: number }).type !== 0) names.add(n.value);
        for (const o of Object.values(n.options ?? {})) walk(o.value);
      }
    };
    walk(ast);
    return names;
  } catch (err) {
    problems.push(`${where}: not a valid ICU message (${(err as Error).message})`);
    return null;
  }
}

for (const [key, message] of enFlat) {
  if (!esFlat.has(key)) problems.push(`es.json: missing "${key}" (en: ${JSON.stringify(message)})`);
}
for (const [key, message] of esFlat) {
  if (!enFlat.has(key)) {
    problems.push(`en.json: missing "${key}" (es: ${JSON.stringify(message)})`);
    continue;
  }
  const enVars = variablesOf(enFlat.get(key) as string, `en.json "${key}"`);
  const esVars = variablesOf(message, `es.json "${key}"`);
  if (!enVars || !esVars) continue;
  for (const v of esVars) if (!enVars.has(v)) problems.push(`es.json "${key}": uses {${v}}, which the English message does not`);
  if (message.trim() === '') problems.push(`es.json "${key}": empty`);
}

// ---------- 2. every English text read through translateText() has its Spanish ----------
const textTable = (es.text ?? {}) as Record<string, string> satisfies Record<string, string>;

function sourceOf(file: string): ts.SourceFile {
  const full = path.resolve(ROOT, file);
  return ts.createSourceFile(full, fs.readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true, full.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

const literalText = (n: ts.Node): string | null => (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) ? n.text : null);

/** String values of zod `error:` / `message:` properties and of `*_MESSAGES` / `*_LABELS` objects. */
function messagesIn(file: string, extra: (n: ts.Node) => string | null = () => null): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && ['error', 'message'].includes(n.name.text)) {
      const t = literalText(n.initializer);
      if (t) found.push(t);
    }
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && /_(MESSAGES|LABELS|DESCRIPTIONS)$/.test(n.name.text) && n.initializer) {
      const init = ts.isAsExpression(n.initializer) ? n.initializer.expression : n.initializer;
      if (ts.isObjectLiteralExpression(init)) {
        for (const p of init.properties) {
          const t = ts.isPropertyAssignment(p) ? literalText(p.initializer) : null;
          if (t) found.push(t);
        }
      }
    }
    const e = extra(n);
    if (e) found.push(e);
    ts.forEachChild(n, visit);
  };
  visit(sourceOf(file));
  return found;
}

/** The server's answers a claimant reads on the sign-in pages: AppError messages and message constants. */
const appErrorMessage = (n: ts.Node): string | null => {
  if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'AppError' && n.arguments?.[1]) {
    return literalText(n.arguments[1]);
  }
  if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && /^INVALID_CREDENTIALS$|_ANSWER$|_MESSAGE$/.test(n.name.text) && n.initializer) {
    if (ts.isBinaryExpression(n.initializer)) {
      const parts: string[] = [];
      const collect = (e: ts.Expression): boolean => {
        if (ts.isBinaryExpression(e)) return collect(e.left) && collect(e.right);
        const t = literalText(e);
        if (t === null) return false;
        parts.push(t);
        return true;
      };
      return collect(n.initializer) ? parts.join('') : null;
    }
    return literalText(n.initializer);
  }
  return null;
};

/**
 * The shared modules whose texts reach claimants. Not listed, and English by decision: the
 * assignment form's and the estimate CSV's labels (documents for carriers and staff) and the staff
 * desk's field labels (claim-labels.ts).
 */
const sharedFiles = ['account.ts', 'account-rules.ts', 'categories.ts', 'claim-kinds.ts', 'claim.ts', 'vin.ts', 'estimate-comparison.ts'].map(
  (f) => `src/shared/${f}`,
);
/** The server folders whose refusals a claimant reads (sign-in, account, uploads, analysis, claims). */
const serverFiles = ['auth', 'uploads', 'analysis', 'claims'].flatMap((dir) =>
  fs
    .readdirSync(path.join(ROOT, 'src/server', dir))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `src/server/${dir}/${f}`),
);

const needed = new Map<string, string>();
const need = (text: string, from: string) => {
  if (text.trim() && /[A-Za-z]/.test(text) && !needed.has(text)) needed.set(text, from);
};
for (const f of sharedFiles) for (const t of messagesIn(f)) need(t, f);
for (const f of serverFiles) for (const t of messagesIn(f, appErrorMessage)) need(t, f);

// Texts built by code: enumerated from the modules themselves, with their placeholders.
const uploadSteps = await import('../src/web/features/intake/upload-steps');
for (const rules of Object.values(uploadSteps.titlesFor('{insurer}'))) for (const t of rules as string[]) need(t, 'upload-steps.ts titlesFor');
for (const m of uploadSteps.claimMenuTemplates('{insurer}')) {
  need(m.description, 'upload-steps.ts claimMenu');
  for (const r of m.rules) need(r, 'upload-steps.ts claimMenu');
}
// The firm's contacts' job titles as the content defaults give them (a firm's own content may add others).
const contentDefaults = await import('../src/shared/content-defaults');
for (const c of contentDefaults.DEFAULT_CONTENT.contacts) need(c.role, 'content-defaults.ts contacts');
const accountRules = await import('../src/shared/account-rules');
for (const t of Object.values(accountRules.PASSWORD_MESSAGES)) need(t as string, 'account-rules.ts PASSWORD_MESSAGES');
const questions = await import('../src/shared/assignment-questions');
// The Bot's answer checks: every message checkAnswer can give, from wrong answers of each kind.
if ('checkAnswer' in questions) {
  const check = questions.checkAnswer as (q: { id: string; type: string }, a: string) => string | null;
  for (const [id, type] of [
    ['missing_email', 'text'],
    ['missing_phone', 'text'],
    ['client_zip', 'text'],
    ['missing_vehicleYear', 'number'],
    ['deductible', 'number'],
    ['when', 'date'],
  ]) {
    const message = check({ id, type }, 'not valid at all');
    if (message) need(message, 'assignment-questions.ts checkAnswer');
  }
}
for (const q of questions.fallbackQuestions(['{carrier}'])) {
  need(q.question, 'assignment-questions.ts');
  if (q.context) need(q.context, 'assignment-questions.ts');
}
need('Other Supporting Documents', 'documents-card.tsx');
for (const t of messagesIn('src/web/features/intake/upload-steps.ts')) need(t, 'upload-steps.ts');

for (const [text, from] of needed) {
  if (!(text in textTable)) problems.push(`es.json text: no Spanish for ${JSON.stringify(text)} (${from})`);
  else variablesOf(textTable[text], `es.json text ${JSON.stringify(text)}`);
}
for (const [text, spanish] of Object.entries(textTable)) variablesOf(spanish, `es.json text ${JSON.stringify(text)}`);

// The Bot's questions are composed on the server from English templates and stored in English (staff
// read them); the page shows them through the Spanish templates of `text`. Every branch is exercised
// on made-up claims, and each question and context must match an exact text or a template.
const botTexts = new Set<string>();
{
  const { generateAssignmentQuestions } = await import('../src/server/questions/generate-questions');
  // Every form field but the free notes, which the Bot never asks about.
  const labels = CLAIM_FORM_FIELDS.filter((f) => f !== 'notes');
  const form = Object.fromEntries(labels.map((f) => [f, 'typed value']));
  const docs = Object.fromEntries(labels.map((f) => [f, 'document value']));
  const photosOf = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}.jpg`, category: 'photos' }));
  const inputs = [
    { claimData: { claimType: 'appraisal', claimSubType: 'appraisal-inspection', dateOfLoss: '2024-01-01' }, analysisResult: null, uploadedFiles: [] },
    {
      claimData: { claimType: 'appraisal', claimSubType: 'appraisal-post-repair', opposingAppraiserStatus: 'pending' },
      analysisResult: null,
      uploadedFiles: photosOf(1),
    },
    { claimData: { claimType: 'total-loss', ...form }, analysisResult: { claimData: docs }, uploadedFiles: photosOf(2) },
    ...labels.map((f) => ({ claimData: { claimType: 'auto' }, analysisResult: { gaps: [{ field: f }] }, uploadedFiles: photosOf(3) })),
    ...labels.map((f) => ({ claimData: { claimType: 'auto', [f]: 'N/A' }, analysisResult: null, uploadedFiles: [] })),
  ];
  for (const input of inputs) {
    for (const q of generateAssignmentQuestions(input)) {
      botTexts.add(q.question);
      if (q.context) botTexts.add(q.context);
    }
  }
  const { hasTranslation, startI18n } = await import('../src/web/lib/i18n');
  await startI18n('es');
  for (const text of botTexts) {
    if (!hasTranslation(text, 'es')) problems.push(`es.json text: no Spanish (exact or template) for the Bot's ${JSON.stringify(text)}`);
  }
}

// ---------- 3. claimant-facing components show no literal the translator never saw ----------
/** Staff-only code, English by decision; and the switch whose two names are each in their own language. */
export const SKIPPED = [
  'features/admin',
  'features/claims-desk',
  'features/assignment',
  'features/upload-test',
  'routes/admin-new-claim-page.tsx',
  'components/staff-only.tsx',
  'features/auth/select-portal.tsx',
  // The first-run page that creates the first administrator (staff side).
  'features/auth/setup-page.tsx',
  'features/intake/filed-for-section.tsx',
  'components/language-switch.tsx',
];
const VISIBLE_ATTRIBUTES = new Set(['label', 'title', 'description', 'placeholder', 'aria-label', 'hint', 'buttonLabel', 'alt', 'carrierLabel', 'otherLabel']);
const hasWords = (s: string) => /\p{L}{2,}/u.test(s);

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(full);
    // .ts too: hooks and helpers raise toasts (use-analysis.ts, use-submit-claim.ts).
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const scanned: string[] = [];
for (const file of tsxFiles(SCAN_DIR)) {
  const rel = path.relative(SCAN_DIR, file);
  if (SKIPPED.some((s) => rel === s || rel.startsWith(`${s}/`))) continue;
  scanned.push(rel);
  const src = sourceOf(file);
  const report = (n: ts.Node, what: string) => {
    const { line } = src.getLineAndCharacterOfPosition(n.getStart());
    problems.push(`${path.relative(ROOT, file)}:${line + 1}: untranslated ${what}`);
  };
  const visit = (n: ts.Node) => {
    if (ts.isJsxText(n) && hasWords(n.text)) report(n, `text ${JSON.stringify(n.text.trim())}`);
    if (ts.isJsxAttribute(n) && VISIBLE_ATTRIBUTES.has(n.name.getText()) && n.initializer) {
      const init = n.initializer;
      const value = ts.isStringLiteral(init) ? init.text : ts.isJsxExpression(init) && init.expression ? literalText(init.expression) : null;
      if (value && hasWords(value)) report(n, `${n.name.getText()}=${JSON.stringify(value)}`);
    }
    // toast({ title: 'literal', description: 'literal' })
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'toast') {
      const arg = n.arguments[0];
      if (arg && ts.isObjectLiteralExpression(arg)) {
        for (const p of arg.properties) {
          if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name) || !['title', 'description'].includes(p.name.text)) continue;
          const value = literalText(p.initializer) ?? (ts.isTemplateExpression(p.initializer) ? p.initializer.head.text : null);
          if (value && hasWords(value)) report(p, `toast ${p.name.text} ${JSON.stringify(value)}`);
        }
      }
    }
    // Prose kept in a constant ("one place for the translation") and shown later: any string of two
    // or more words, outside class names, logs, the translator's own calls and type positions.
    // A text the `text` table translates (looked up by its English) is fine where it stands.
    if (
      (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n)) &&
      isProse(n.text) &&
      !(templateKey(n) in textTable) &&
      !exempt(n)
    ) {
      report(n, `string ${JSON.stringify(n.text)}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
}

/** Two words or more: text a person reads (identifiers, paths and MIME types have no spaces). */
function isProse(s: string): boolean {
  const tokens = s.trim().split(/\s+/);
  // Class lists ("grid gap-4 sm:grid-cols-2") are code.
  if (tokens.every((w) => /^[a-z0-9!:[\]/.%()-]+$/.test(w)) && tokens.some((w) => /[-:]/.test(w))) return false;
  return /\p{L}{2,}\s+\p{L}{2,}/u.test(s);
}

/** The text with its ${} parts as {placeholders}: how the `text` table keys templates. */
function templateKey(n: ts.Node): string {
  const t = ts.isTemplateHead(n) ? n.parent : n;
  if (!ts.isTemplateExpression(t)) return (n as ts.StringLiteral).text;
  return t.head.text + t.templateSpans.map((s) => `{${s.expression.getText()}}${s.literal.text}`).join('');
}

/** Where a string is code, not text a person reads. */
function exempt(n: ts.Node): boolean {
  for (let p: ts.Node | undefined = n.parent; p; p = p.parent) {
    // Attributes: the visible ones are checked above as attributes, the others are code.
    if (ts.isJsxAttribute(p)) return true;
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isTypeNode(p)) return true;
    if (ts.isCallExpression(p)) {
      const callee = p.expression.getText();
      if (
        /^(t|i18n\.t|tr|translateText|translateMessage|console\.\w+|cn|clsx|new Error|Error|apiRequest|fetch|document\.\w+|\w+\.(startsWith|endsWith|includes|test|replace|split|querySelector\w*))$/.test(
          callee,
        )
      )
        return true;
    }
    if (ts.isNewExpression(p) && /Error$/.test(p.expression.getText())) return true;
    if (ts.isPropertyAssignment(p) && ['className', 'queryKey'].includes(p.name.getText())) return true;
    if (ts.isBinaryExpression(p) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(p.operatorToken.kind))
      return true;
    if (ts.isBlock(p) || ts.isSourceFile(p)) return false;
  }
  return false;
}

if (problems.length > 0) {
  console.error(`i18n check: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `i18n check: ${enFlat.size} keys in en and es, ${needed.size} English texts and ${botTexts.size} Bot texts with Spanish, ${scanned.length} claimant components scanned (skipped: ${SKIPPED.join(', ')})`,
);
