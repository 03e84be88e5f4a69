/**
 * Import boundaries (docs/decisions/009-dependency-cruiser-for-boundaries.md, ARCHITECTURE.md).
 * Paths are resolved with tsconfig.json, so an alias (`@web/features/intake/…`) and a relative
 * path (`../intake/…`) to the same file are the same dependency. `npm run check` runs this.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-not-to-server',
      comment: 'src/web never imports src/server: share code through src/shared.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-not-to-server',
      comment: 'src/shared imports neither side: not src/server.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-not-to-web',
      comment: 'src/shared imports neither side: not src/web.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'shared-not-to-node',
      comment: 'src/shared runs in the browser too: no Node built-ins (fs, node:crypto, path…).',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-not-to-side-packages',
      comment: 'src/shared imports no React, DOM or server-only package (react, react-dom, fastify, drizzle, pg…).',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: {
        dependencyTypesNot: ['core'],
        path: '(^|/)node_modules/(react|react-dom|scheduler|fastify|@fastify/[^/]+|fastify-[^/]+|drizzle-orm|pg|pg-boss|@electric-sql/[^/]+|piscina|sharp|pdfjs-dist|tesseract\\.js|pdfkit|pdf-lib|docx|nodemailer)/',
      },
    },
    {
      name: 'features-not-to-each-other',
      comment: 'A feature of src/web/features does not import another one: move shared code to src/web/components or src/web/lib.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-calls-through-endpoint-modules',
      comment:
        'Only an endpoint module (src/web/api/*, a feature\'s *-api.ts) calls the server with apiRequest: it owns the request and answer types from src/shared/contracts, the query key and the invalidations. Call that module instead (or add one).',
      severity: 'error',
      from: { path: '^src/web/', pathNot: '(^src/web/api/|/api/|-api\\.ts$)' },
      to: { path: '^src/web/lib/api-request\\.ts$' },
    },
    {
      name: 'routes-not-to-sql',
      comment: 'A *.routes.ts file calls a service: no drizzle-orm, no db/schema (SQL lives in *.queries.ts).',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '(^|/)node_modules/drizzle-orm/|^src/server/db/schema\\.ts$' },
    },
    {
      name: 'sql-in-queries-modules',
      comment:
        'SQL lives in *.queries.ts modules (and src/server/db/, the client and schema): a service or any other module calls their functions and does not import drizzle-orm.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: '\\.queries\\.ts$|^src/server/db/' },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'no-server-folder-cycles',
      comment: 'Two folders of src/server never import each other, directly or through others: move the shared piece down or invert the dependency.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/' },
      to: { path: '^src/server/', circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'No module imports itself through others (type-only imports vanish at run time and may close a loop).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'readers-not-to-bytes',
      comment:
        'No stage after text reaches back to the file\'s bytes (DESIGN.md, fourth wave): the layout, extract and classify stages and the estimate readers start from DocumentText, never from a PDF, OCR or image engine, a byte source (fs, storage) or the text stage\'s engines. Types (text/types.ts) and the pure line helpers are allowed.',
      severity: 'error',
      from: {
        path: '^src/server/documents/(layout|extract|classify)/|^src/server/estimates/',
        // The estimate comparison's service and worker open the files; the readers they call do not.
        pathNot: '^src/server/estimates/(compare-files|claim-comparison|claim-comparison\\.queries|compare-limits|worker/.*)\\.ts$',
      },
      to: {
        path: '(^|/)node_modules/(pdfjs-dist|tesseract\\.js|sharp|mammoth|word-extractor|@napi-rs/canvas|heic-convert|heic-decode)/|^src/server/documents/text/(?!types\\.ts$|lines\\.ts$|clean-text\\.ts$|ocr-codes\\.ts$|language\\.ts$)[^/]+$|^src/server/storage/|^src/server/documents/analyze-file\\.ts$|^src/server/documents/bms(?!-line-cap)[^/]*\\.ts$',
      },
    },
    {
      name: 'readers-not-to-fs',
      comment: 'The same readers take no byte source from Node: no fs, no child processes.',
      severity: 'error',
      from: {
        path: '^src/server/documents/(layout|extract|classify)/|^src/server/estimates/',
        pathNot: '^src/server/estimates/(compare-files|claim-comparison|claim-comparison\\.queries|compare-limits|worker/.*)\\.ts$',
      },
      to: { dependencyTypes: ['core'], path: '^(node:)?(fs|fs/promises|child_process)$' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a typo or a missing package.',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/server/db/migrations/|\.test\.tsx?$|^src/server/testing/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    // ESM TypeScript imports name the compiled file (`./x.js`); resolve them to the source.
    extraExtensionsToScan: [],
  },
};
