// Piscina loads plain JS; this shim loads the TypeScript letter worker through tsx (STACK.md).
import { tsImport } from 'tsx/esm/api';

const mod = await tsImport('./letter.worker.ts', import.meta.url);
export default mod.default.default ?? mod.default;
