/**
 * The server's compiled build (`npm run build` runs it after the web app's): every module of
 * src/server and src/shared becomes one JavaScript file at the same place under dist/
 * (preserveModules), so `import.meta.url` keeps meaning what it means in the sources and the files
 * the server reads beside its code (migrations, word lists, ...) are copied to the same places.
 * Packages stay in node_modules (external); `npm start` runs dist/server/main.js on Node 24 with no
 * TypeScript at run time. The piscina workers and the PGlite initdb child keep their `.mjs` names, which
 * the pool and the database client load.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;
const outDir = path.resolve(process.env.SERVER_DIST_DIR ?? 'dist');
const entries = {
  'server/main': 'src/server/main.ts',
  'server/worker': 'src/server/worker.ts',
  'server/cli/create-admin': 'src/server/cli/create-admin.ts',
  'server/workers/document.worker': 'src/server/workers/document.worker.ts',
  'server/reviews/letter.worker': 'src/server/reviews/letter.worker.ts',
  'server/db/pglite-initdb': 'src/server/db/pglite-initdb.mjs',
};
/** Sources, tests and their fixtures are not run-time files. */
const NOT_ASSETS = /(\.tsx?|\.mjs|\.js|\.d\.ts)$|\.test\./;

function copyRuntimeFiles(dir: string): string[] {
  const copied: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) copied.push(...copyRuntimeFiles(rel));
    else if (!NOT_ASSETS.test(entry.name)) {
      const to = path.join(outDir, path.relative('src', rel));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(root, rel), to);
      copied.push(rel);
    }
  }
  return copied;
}

/** Data files beside the code, and the analysis pipeline's version computed from the TypeScript sources. */
function runtimeFiles(): Plugin {
  return {
    name: 'server-runtime-files',
    buildStart() {
      // dist/web is the web app's build; only the server's own folders (and the bundler's helpers) are replaced.
      for (const dir of ['server', 'shared', '_virtual']) fs.rmSync(path.join(outDir, dir), { recursive: true, force: true });
    },
    async writeBundle() {
      copyRuntimeFiles('src/server');
      // Stored analyses are keyed by this version: the compiled server must agree with `tsx` runs of the same sources.
      const { pipelineVersion } = await import('./src/server/jobs/pipeline-version.js');
      const file = path.join(outDir, 'server/jobs/pipeline-version.json');
      fs.writeFileSync(file, `${JSON.stringify({ version: pipelineVersion() })}\n`);
    },
  };
}

const isPackage = (id: string) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('@shared/') && !id.startsWith('@web/') && !id.startsWith('\0');

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  plugins: [runtimeFiles()],
  resolve: {
    alias: { '@shared': path.resolve('src/shared') },
  },
  build: {
    ssr: true,
    outDir,
    emptyOutDir: false,
    target: 'node24',
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    rolldownOptions: {
      input: entries,
      external: (id) => isPackage(id) || builtinModules.includes(id) || id.startsWith('node:'),
      output: {
        format: 'esm',
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: (chunk) => (chunk.name.endsWith('.worker') || chunk.name.endsWith('pglite-initdb') ? '[name].mjs' : '[name].js'),
      },
    },
  },
});
