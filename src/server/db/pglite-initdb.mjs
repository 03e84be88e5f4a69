// Creates a PGlite data folder and exits: run by client.ts in a child process of its own, so that
// the memory initdb takes is given back before the server goes on (client.ts says why).
// Usage: node --no-wasm-dynamic-tiering --no-wasm-tier-up pglite-initdb.mjs <folder> [PostgreSQL start parameters...]
import { PGlite } from '@electric-sql/pglite';

const [dataDir, ...startParams] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: pglite-initdb.mjs <folder> [start parameters]');
const client = new PGlite({ dataDir, startParams });
await client.waitReady;
await client.close();
