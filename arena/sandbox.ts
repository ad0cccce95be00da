/**
 * BOT-SANDBOX-1: how an agent program is started. In the sandbox (bubblewrap, Debian's `bubblewrap`), an
 * agent has its own user, PID, network, IPC and host-name namespaces: it sees no other process (a fresh
 * /proc shows its own), no network at all (no Redis, no arena, no server), and of the machine's files only
 * the system's programs and libraries and a few of /etc read-only, its own directory read-only (its working
 * directory) and a private, empty /tmp (its HOME). It gets a minimal environment and nothing on its command
 * line: its seed comes in `start`, over its standard input. So neither the arena's command line, nor its
 * environment, nor the records being written, nor the secret, nor another seat's agent is within its reach.
 * Unsandboxed (`--unsandboxed-agents`, when the sandbox cannot run), it runs as the arena's user with the
 * same working directory and environment, and could read all of that: the report says so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute } from 'node:path';
import { SYSTEM_DIRS, SYSTEM_PATH, type AgentCommand } from './agent-command';

/** What starts an agent's process (node's `spawn`, no shell). */
export interface Launch {
  file: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

/** The pieces of /etc a dynamically linked interpreter reads (the loader's cache, the time zone). */
const ETC_READ = ['/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d', '/etc/alternatives', '/etc/localtime'];

export const SANDBOX_ENV = { PATH: SYSTEM_PATH.join(':'), HOME: '/tmp', TMPDIR: '/tmp', LANG: 'C.UTF-8' };

/** bubblewrap's arguments up to the program: the namespaces, then the system's folders read-only. */
function sandboxBase(): string[] {
  const args = ['--unshare-all', '--die-with-parent', '--new-session', '--cap-drop', 'ALL'];
  for (const dir of SYSTEM_DIRS) {
    if (!existsSync(dir)) continue;
    // /bin -> usr/bin on a merged /usr: the same link in the sandbox
    if (lstatSync(dir).isSymbolicLink()) args.push('--symlink', readlinkSync(dir), dir);
    else args.push('--ro-bind', dir, dir);
  }
  for (const path of ETC_READ) if (existsSync(path)) args.push('--ro-bind', path, path);
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp');
  return args;
}

export function launchOf(command: AgentCommand, sandboxed: boolean): Launch {
  if (!sandboxed) {
    const env: Record<string, string> = { PATH: process.env.PATH ?? SANDBOX_ENV.PATH, HOME: process.env.HOME ?? tmpdir(), LANG: process.env.LANG ?? SANDBOX_ENV.LANG };
    return { file: command.file, args: command.args, cwd: command.directory ?? tmpdir(), env };
  }
  const binds = command.readable.flatMap((path) => ['--ro-bind', path, path]);
  const cwd = command.directory ?? '/tmp';
  return { file: bwrap() ?? 'bwrap', args: [...sandboxBase(), ...binds, '--chdir', cwd, '--', command.file, ...command.args], cwd: command.directory ?? tmpdir(), env: SANDBOX_ENV };
}

/** bubblewrap on the arena's PATH (the agents' own PATH is the system's only). */
function bwrap(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue;
    try {
      if (statSync(`${dir}/bwrap`).isFile()) return `${dir}/bwrap`;
    } catch {
      // not in this folder
    }
  }
  return null;
}

let probed: string | null | undefined;

/**
 * Why agents cannot be sandboxed on this machine (bubblewrap missing, or namespaces refused), or null: a
 * sandbox is started once, with the arena's own PATH, and the answer kept.
 */
export function sandboxProblem(): string | null {
  if (probed !== undefined) return probed;
  const program = bwrap();
  if (!program) return (probed = "agents run in a sandbox and bubblewrap (bwrap) is not on this machine's PATH: install it (apt-get install bubblewrap), or pass --unsandboxed-agents to run them as the arena's user");
  const probe = spawnSync(program, [...sandboxBase(), '--chdir', '/tmp', '--', '/bin/sh', '-c', 'exit 0'], { env: SANDBOX_ENV, encoding: 'utf8', timeout: 10_000 });
  if (probe.error) probed = `agents run in a sandbox and bubblewrap cannot start here (${probe.error.message}): pass --unsandboxed-agents to run them as the arena's user`;
  else if (probe.status !== 0) probed = `agents run in a sandbox and bubblewrap fails here (${probe.stderr.trim() || `exit ${probe.status}`}): allow user namespaces, or pass --unsandboxed-agents to run them as the arena's user`;
  else probed = null;
  return probed;
}
