// npm run dev: the API server with reload (tsx watch) and Vite with hot reload, /api proxied.
import { spawn } from 'node:child_process';

const procs = [
  // Readable log lines while developing; `npm start` keeps JSON lines for log collectors.
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env: { LOG_FORMAT: 'pretty', ...process.env } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env } }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => code && stop());
