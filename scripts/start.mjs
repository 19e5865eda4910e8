// `npm start`: builds the web app when it has not been built yet, then runs the server.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;

if (!existsSync('dist/web/index.html')) {
  console.info('Building the web app once (dist/web)…');
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
