/**
 * `npm test`'s static checks, beside the tests rather than before them: the type-check (`npm run typecheck`) and the
 * import graph (no circle: `npm run check:imports`) start with the run (as vitest's global setup, when
 * CHECKS=1) and are awaited at its end; a failure fails the run, with the tool's report. A test file run
 * alone (`npx vitest run test/…`) is not checked: `npm run typecheck`, `npm run check:imports`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The words of a package.json script after its program: the checks run what `npm run` runs, so the two never differ. */
function scriptArgs(name: string): string[] {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  return scripts[name].split(/\s+/).slice(1);
}

const CHECKS = [
  // `node <compiler> -p .`: the compiler is started directly, as the import check below is
  { name: 'Type-check: npm run typecheck', script: scriptArgs('typecheck')[0], args: () => [...scriptArgs('typecheck').slice(1), '--pretty', 'false'] },
  { name: 'Imports: npm run check:imports', script: join('node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'), args: () => scriptArgs('check:imports') },
];

function run(script: string, args: string[]): Promise<{ code: number | null; report: string }> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let report = '';
  child.stdout.on('data', (chunk) => (report += chunk));
  child.stderr.on('data', (chunk) => (report += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, report })));
}

export default function checksBeside(): (() => Promise<void>) | undefined {
  if (process.env.CHECKS !== '1') return undefined;
  const running = CHECKS.map((check) => ({ check, done: run(check.script, check.args()) }));
  return async () => {
    for (const { check, done } of running) {
      const { code, report } = await done;
      if (code !== 0) {
        process.stderr.write(`${report}\n${check.name} failed (exit code ${code}).\n`);
        process.exitCode = 1; // an error thrown here would be printed but leave the run's exit code at 0
      } else console.log(`${check.name}: no problem found.`);
    }
  };
}
