// The first step of `npm start`: builds the web app (npm run build) and the server
// (scripts/server-build.ts) only when their sources changed since the last build, so a restart
// without changes starts the server at once.
import { spawnSync } from 'node:child_process';
import { buildServerIfStale, SERVER_BUILD_OUTPUT } from './server-build.ts';
import { webBuildState, WEB_BUILD_OUTPUT } from './web-build-state.ts';

const state = await webBuildState({ root: process.cwd() });
if (!state.stale) {
  console.log(`The web app in ${WEB_BUILD_OUTPUT} is up to date.`);
} else {
  console.log(`Building the web app: ${state.reason}.`);
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.error) throw build.error;
  process.exitCode = build.status ?? 1;
}
if (!process.exitCode) {
  const server = await buildServerIfStale({ root: process.cwd(), log: console.log });
  if (!server.compiled)
    console.log(`The server in ${SERVER_BUILD_OUTPUT}/${server.hash} is up to date.`);
}
