import type { FastifyBaseLogger } from 'fastify';
import { countUsers, createUser } from './auth/users.queries.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';

/** With an empty user table, creates the BOOTSTRAP_ADMIN_* admin. */
export async function bootstrapAdmin(deps: {
  db: Db;
  config: Pick<Config, 'BOOTSTRAP_ADMIN_USERNAME' | 'BOOTSTRAP_ADMIN_PASSWORD'>;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { config, db, log } = deps;
  if ((await countUsers(db)) > 0) return;
  if (config.BOOTSTRAP_ADMIN_USERNAME && config.BOOTSTRAP_ADMIN_PASSWORD) {
    await createUser(db, {
      username: config.BOOTSTRAP_ADMIN_USERNAME,
      password: config.BOOTSTRAP_ADMIN_PASSWORD,
      role: 'admin',
      status: 'approved',
      fullName: 'Administrator',
    });
    log.info({ username: config.BOOTSTRAP_ADMIN_USERNAME.toLowerCase() }, 'bootstrap admin created');
    return;
  }
  // Otherwise the setup routes' first-run line says what to open (setup/setup.routes.ts).
}
