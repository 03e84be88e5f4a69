import { buildApp } from './app.js';
import { bootstrapAdmin } from './bootstrap.js';
import { loadConfigOrExit } from './config.js';
import { warmVinDecoder } from './vin/vin-decoder.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await buildApp({ config });
  await bootstrapAdmin({ ...app.deps, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 30_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Open the VIN database now, off any request's path (the first start also unpacks it).
  warmVinDecoder().then(
    (ms) => app.log.info({ ms }, 'VIN decoder ready'),
    (err: unknown) => app.log.warn({ err: (err as Error).message }, 'VIN decoder could not be opened; GET /api/vin will retry'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
