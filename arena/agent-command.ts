/**
 * What a `cmd:` seat runs (BOT-AGENT-2). The command is words, quoted as a shell quotes them ('…', "…", \),
 * but no shell runs them: a pipe, a redirection, a variable or a wildcard is refused with a message (a
 * script in the agent's directory, or `sh -c '…'`, does such things). The words that name existing files
 * or folders (they hold a `/` or a `.`) are the agent's: their deepest common folder is the agent's own
 * directory, its working directory and, in the sandbox, the only folder of the machine it may read besides
 * the system's. A bare program name (`python3`, `node`) is the system's in /usr/local/bin, /usr/bin or /bin
 * when there is one, else the arena's PATH's, whose installation is then readable too.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, resolve, sep } from 'node:path';

/** Where the sandbox looks for a bare program name (the system's programs, readable in the sandbox). */
export const SYSTEM_PATH = ['/usr/local/bin', '/usr/bin', '/bin'];

/** Folders every agent may read: the system's programs and libraries (sandbox.ts binds them read-only). */
export const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib64', '/lib32', '/libx32'];

export type CommandWords = { ok: true; words: string[] } | { ok: false; error: string };

/** Characters a shell would give a meaning the arena does not: refused unless quoted. */
const SHELL_ONLY = new Set(['|', '&', ';', '<', '>', '(', ')', '$', '`', '*', '?', '~']);

/** The command's words, or why it is not a program with arguments. */
export function commandWords(text: string): CommandWords {
  const words: string[] = [];
  let word: string | null = null;
  let i = 0;
  const add = (part: string) => (word = (word ?? '') + part);
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n') {
      if (word !== null) words.push(word);
      word = null;
      i++;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return { ok: false, error: `cmd: a quote ' is not closed in ${text}` };
      add(text.slice(i + 1, end));
      i = end + 1;
    } else if (c === '"') {
      let part = '';
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length && '"\\$`'.includes(text[i + 1])) i++;
        part += text[i++];
      }
      if (i >= text.length) return { ok: false, error: `cmd: a quote " is not closed in ${text}` };
      add(part);
      i++;
    } else if (c === '\\') {
      if (i + 1 >= text.length) return { ok: false, error: `cmd: ${text} ends with a backslash` };
      add(text[i + 1]);
      i += 2;
    } else if (SHELL_ONLY.has(c)) {
      return { ok: false, error: `cmd: runs a program with its arguments, not a shell line: quote ${c} or put the line in a script (${text})` };
    } else {
      add(c);
      i++;
    }
  }
  if (word !== null) words.push(word);
  if (words.length === 0) return { ok: false, error: 'cmd: needs a command' };
  if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) return { ok: false, error: `cmd: an agent gets a minimal environment: to set ${words[0]}, run env ${words.join(' ')}` };
  return { ok: true, words };
}

export interface AgentCommand {
  /** The program: an absolute path once found, else the name as written. */
  file: string;
  /** Its arguments, those naming files made absolute (the working directory is the agent's). */
  args: string[];
  /** The agent's own directory (absolute), or null when the command names no file (a private one then). */
  directory: string | null;
  /** What the sandbox binds read-only besides the system: the agent's directory, its program's installation. */
  readable: string[];
}

export const within = (path: string, folder: string) => path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
const isSystem = (path: string) => SYSTEM_DIRS.some((dir) => within(path, dir));

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The deepest folder holding every one of `paths`. */
function commonFolder(paths: readonly string[]): string {
  const split = paths.map((path) => path.split(sep));
  const common: string[] = [];
  for (let i = 0; split.every((parts) => i < parts.length && parts[i] === split[0][i]); i++) common.push(split[0][i]);
  return common.join(sep) || sep;
}

/** A program named by its name alone: the system's, else the arena's PATH's. */
function findProgram(name: string, pathVariable: string): { path: string; system: boolean } | null {
  for (const dir of SYSTEM_PATH) if (isFile(`${dir}/${name}`)) return { path: `${dir}/${name}`, system: true };
  for (const dir of pathVariable.split(delimiter)) {
    if (dir && isAbsolute(dir) && isFile(`${dir}/${name}`)) return { path: `${dir}/${name}`, system: false };
  }
  return null;
}

/** The installation a program outside the system belongs to: `<prefix>` for `<prefix>/bin/<name>`. */
function installationOf(program: string): string {
  const real = realpathSync(program);
  const folder = dirname(real);
  return folder.endsWith(`${sep}bin`) ? dirname(folder) : folder;
}

/**
 * Where the command's words lead from the arena's working directory `cwd`, or why it cannot run: the files
 * it names, the agent's directory they make, the program it starts. `pathVariable` is the arena's PATH.
 */
export function resolveCommand(words: readonly string[], cwd: string, pathVariable = process.env.PATH ?? ''): { ok: true; command: AgentCommand } | { ok: false; error: string } {
  const named: string[] = [];
  const asPath = (word: string) => {
    if (word.startsWith('-') || !(word.includes('/') || word.includes('.'))) return word;
    const path = resolve(cwd, word);
    if (!existsSync(path)) return word;
    if (!isSystem(path)) named.push(statSync(path).isDirectory() ? path : dirname(path));
    return path;
  };
  const readable: string[] = [];
  let file = words[0];
  if (file.includes('/')) file = asPath(file);
  else {
    const found = findProgram(file, pathVariable);
    if (found) {
      file = found.path;
      if (!found.system) {
        const installation = installationOf(found.path);
        if (!isSystem(installation)) readable.push(installation);
      }
    }
  }
  const args = words.slice(1).map(asPath);
  const directory = named.length ? commonFolder(named) : null;
  if (directory === sep) return { ok: false, error: `cmd: the files ${words.join(' ')} names share no folder but /: an agent's files must lie in one folder, its own` };
  if (directory) readable.unshift(directory);
  return { ok: true, command: { file, args, directory, readable } };
}
