/** A server in a process of its own, bundled as production runs it, that a test can kill. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { bundleServerAndWorker } from '../../server/bundle';

/** Bundle the seeded test server (test/support/seeded-server-main.ts); the bundle's path. */
export async function bundleSeededServer(): Promise<string> {
  // Inside the project, so that the packages left out of the bundle resolve from its node_modules.
  const outfile = fileURLToPath(new URL(`../../dist/test/seeded-server-${process.pid}-${Date.now()}.mjs`, import.meta.url));
  await bundleServerAndWorker(outfile, fileURLToPath(new URL('./seeded-server-main.ts', import.meta.url)));
  return outfile;
}

export class ServerProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    private readonly exited: Promise<void>,
  ) {}

  static async start(bundle: string, env: Record<string, string>): Promise<ServerProcess> {
    const child = spawn(process.execPath, [bundle], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const port = await new Promise<number>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        const port = (JSON.parse(line) as { port?: number }).port;
        if (port) resolve(port);
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
    });
    return new ServerProcess(child, `http://localhost:${port}`, exited);
  }

  /** SIGKILL, now: no handler of the server runs. */
  killNow(): void {
    this.child.kill('SIGKILL');
  }

  /** Resolves once the process is gone. */
  async gone(): Promise<void> {
    await this.exited;
  }
}
