import readline from 'node:readline/promises';
import { buildApp } from '../app.js';
import { checkNewPassword } from '../auth/password-policy.js';
import { createUser, findUserByUsername } from '../auth/users.queries.js';
import { loadConfig } from '../config.js';

/** npm run create-admin -- --username NAME   (password from ADMIN_PASSWORD or asked for) */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--username');
  const username = (at >= 0 ? args[at + 1] : undefined)?.trim();
  if (!username) {
    console.error('Usage: npm run create-admin -- --username NAME   (set ADMIN_PASSWORD or type it when asked)');
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  let password = config.ADMIN_PASSWORD;
  if (!password) {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password (at least 12 characters): ');
    rl.close();
  }
  const problem = checkNewPassword(password ?? '', { username });
  if (problem) {
    console.error(problem);
    process.exit(2);
  }
  const app = await buildApp({ config });
  try {
    if (await findUserByUsername(app.deps.db, username)) {
      console.error(`A user named ${username} already exists.`);
      process.exitCode = 1;
      return;
    }
    await createUser(app.deps.db, { username, password, role: 'admin', status: 'approved', fullName: 'Administrator' });
    console.log(`Admin ${username.toLowerCase()} created. Sign in at /login.`);
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
