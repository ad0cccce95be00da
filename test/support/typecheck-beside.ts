/**
 * `npm test`'s type-check, beside the tests rather than before them: `tsc -p .` starts with the run (as
 * vitest's global setup, when TYPECHECK=1) and is awaited at its end; a type error fails the run, with
 * tsc's report. A test file run alone (`npx vitest run test/…`) is not type-checked: `npm run typecheck`.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export default function typecheckBeside(): (() => Promise<void>) | undefined {
  if (process.env.TYPECHECK !== '1') return undefined;
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const child = spawn(process.execPath, [tsc, '-p', '.', '--pretty', 'false'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let report = '';
  child.stdout.on('data', (chunk) => (report += chunk));
  child.stderr.on('data', (chunk) => (report += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return async () => {
    const code = await exited;
    if (code !== 0) {
      process.stderr.write(`${report}\nType-check: tsc -p . failed (exit code ${code}).\n`);
      process.exitCode = 1; // an error thrown here would be printed but leave the run's exit code at 0
      return;
    }
    console.log('Type-check: tsc -p . found no error.');
  };
}
