import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the server restarting on change (tsx watch) beside Vite's dev server with hot reload.
 * Vite proxies /api and /socket.io to the server (vite.config.ts), so open Vite's address.
 */
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', process.env.VITE_PORT ?? '5173'], { stdio: 'inherit' }),
];

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
