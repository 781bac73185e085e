/**
 * A long run of the contract fuzzer (server/contract-fuzz.test.ts) with a new seed, printed
 * first so a failure can be replayed: `FUZZ_SEED=<seed> npm run fuzz`. FUZZ_RUNS sets the
 * requests per operation (default 200; `npm test` sends 10 with a fixed seed).
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const seed = process.env.FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
const runs = process.env.FUZZ_RUNS ?? '200';
console.info(`contract fuzz: seed ${seed}, ${runs} requests per operation`);
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', 'server/contract-fuzz.test.ts'],
  { stdio: 'inherit', env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs } },
);
console.info(`contract fuzz: seed ${seed} (replay with FUZZ_SEED=${seed} npm run fuzz)`);
process.exit(run.status ?? 1);
