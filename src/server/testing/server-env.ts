import { ConfigSchema } from '../config.js';

/**
 * The environment of a server process a test starts: this process's, without the portal's own
 * settings, plus the test's. A shell that runs the portal (a bootstrap admin, a port, a data folder)
 * would otherwise change what the test's server does.
 */
export function serverEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(ConfigSchema.shape)) delete env[key];
  return { ...env, ...settings };
}
