// Fails when generated/ differs from what schema/ and src/**/*.graphql produce now.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['--no-install', 'graphql-codegen', '--config', 'codegen.ts', '--check'], {
  encoding: 'utf8',
});
if (result.status !== 0) {
  process.stderr.write(result.stdout + result.stderr);
  console.error('\ngenerated/ is stale: run npm run codegen');
  process.exit(1);
}
console.log('generated/ is current');
