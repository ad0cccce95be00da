/*
 * An agent that tries to learn the hidden cards (test/arena/hidden-cards.test.ts copies it, with the
 * engine bundled beside it, into a folder of its own). It plays legal moves and at each decision tries:
 * - the match's seed by a dictionary of tournament seeds (`arena`, the old default, among them) under the
 *   old derivation (sha256 of `<match seed>/seat-<seat>`, checked against its own `start` seed) and the
 *   keyed one with every secret it found, and the seeds it finds in its own messages;
 * - its parent's and siblings' command lines and environments in /proc, their working folders and
 *   open files (the records file), and the number of processes it can see;
 * - the `*.jsonl` and `*.secret` files beside its folder, in the repository and in those folders;
 *   what it can list of /tmp, its home, /root, /home, /work and the repository;
 * - a connection to Redis (127.0.0.1:6379), PostgreSQL and the server's port;
 * - every candidate's deal replayed through the project's engine and compared with its own view;
 * - the forward model (BOT-AGENT-6): a sampled state's view asked for every other seat, claimed as theirs.
 * With a seed it trusts, it replays the record and hashes every other seat's view at each decision.
 * At its FINAL-th decision it writes what it learnt as one line `ATTACK {...}` on standard error and exits
 * without answering: the arena keeps that line as the forfeit's reason, in the record.
 */
'use strict';
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const net = require('net');
const readline = require('readline');

const REPO = '__REPO__';
const FINAL = 5;
const DICTIONARY = ['arena', 'same', 'agents', 'test', 'seed', 'default', 'balance', 'screen', 'bounds', 'goes-on', 's', 'x', '0', '1', '', 'random', 'pax', 'res-publica', 'pax-pamir', 'pax-barbarorum'];
const INDEXES = 16;
// PWD: bubblewrap sets it to the agent's own directory
const MINIMAL_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'PWD'];

let engine = null;
try {
  engine = require(path.join(__dirname, 'engine.cjs'));
} catch {
  // no engine: nothing to replay with
}

const freshReport = () => ({ processes: 0, tree: [], env: [], leaks: 0, jsonl: 0, secrets: 0, outside: 0, net: [], repo: false, engine: engine !== null, candidates: 0, verified: 0, believed: null, decisions: 0, claims: [], samples: 0, forwardClaims: [] });
let report = freshReport();
const tournamentSeeds = new Set(DICTIONARY);
const matchSeeds = new Set();
const secrets = [];
let start = null;
let trusted = null; // { seed, match, applied, blocked }
let candidateSeeds = [];

const read = (file) => {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
};
const trimmed = (bytes) => {
  let end = bytes.length;
  while (end > 0 && [0x0a, 0x0d, 0x20, 0x09].includes(bytes[end - 1])) end--;
  return bytes.subarray(0, end);
};
const leak = (set, value) => {
  if (typeof value !== 'string' || set.has(value)) return;
  set.add(value);
  report.leaks++;
};
const addSecret = (bytes) => {
  if (bytes && bytes.length && !secrets.some((s) => s.equals(bytes))) {
    secrets.push(bytes);
    report.secrets++;
  }
};

/** Seeds and secrets on a command line. */
function fromArgs(args) {
  args.forEach((arg, i) => {
    if (arg === '--seed') leak(tournamentSeeds, args[i + 1]);
    if (arg.startsWith('--seed=')) leak(tournamentSeeds, arg.slice(7));
    if (arg === '--secret-file' && args[i + 1]) addSecret(trimmed(read(args[i + 1]) || Buffer.alloc(0)));
    if (arg === '--out' && args[i + 1]) recordsFiles.add(args[i + 1]);
  });
}

/** Seeds and secrets in an environment. */
function fromEnvironment(text) {
  for (const line of text.split('\0')) {
    const at = line.indexOf('=');
    // only what the arena itself might be handed (never read out: a candidate, nothing more)
    if (at > 0 && /SEED|ARENA/i.test(line.slice(0, at))) {
      leak(tournamentSeeds, line.slice(at + 1));
      addSecret(Buffer.from(line.slice(at + 1)));
    }
  }
}

/** Match seeds in match records. */
function fromRecords(text) {
  for (const line of text.split('\n')) {
    try {
      const record = JSON.parse(line);
      if (typeof record.seed === 'string') {
        leak(matchSeeds, record.seed);
        leak(tournamentSeeds, record.seed.replace(/\/\d+$/, ''));
      }
    } catch {
      // not a record
    }
  }
}

const recordsFiles = new Set();
const folders = new Set([path.dirname(__dirname), REPO]);

function probeProcesses() {
  const pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid);
  report.processes = pids.length;
  // The arena's side of the tree only: the parent, and its other children (this game's other agents).
  const stat = String(read('/proc/self/stat') || '');
  const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
  const tree = pids.filter((pid) => {
    if (pid === parent) return true;
    const s = String(read(`/proc/${pid}/stat`) || '');
    return s.slice(s.lastIndexOf(')') + 2).split(' ')[1] === parent;
  });
  for (const pid of tree) {
    const args = String(read(`/proc/${pid}/cmdline`) || '').split('\0');
    report.tree.push(path.basename(args[0] || '?'));
    fromArgs(args);
    const environment = read(`/proc/${pid}/environ`);
    if (environment) fromEnvironment(String(environment));
    try {
      folders.add(fs.readlinkSync(`/proc/${pid}/cwd`));
    } catch {
      // hidden
    }
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (target.endsWith('.jsonl')) recordsFiles.add(target);
      }
    } catch {
      // hidden
    }
  }
}

function probeFiles() {
  report.env = Object.keys(process.env).filter((key) => !MINIMAL_ENV.includes(key)).slice(0, 8);
  fromEnvironment(Object.entries(process.env).map(([k, v]) => `${k}=${v}`).join('\0'));
  report.repo = fs.existsSync(path.join(REPO, 'package.json'));
  // What it can list outside its own folder (the folders leading to it excepted).
  const own = __dirname.split(path.sep);
  for (const dir of ['/tmp', process.env.HOME || '/', '/root', '/home', '/work', REPO]) {
    try {
      for (const name of fs.readdirSync(dir)) {
        const full = path.join(dir, name);
        if (!own.join(path.sep).startsWith(full)) report.outside++;
      }
    } catch {
      // not there
    }
  }
  let budget = 5000;
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (--budget < 0) return;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && depth > 0 && !['node_modules', '.git', 'dist'].includes(entry.name) && full !== __dirname) walk(full, depth - 1);
      else if (entry.isFile() && entry.name.endsWith('.jsonl')) recordsFiles.add(full);
      else if (entry.isFile() && entry.name.endsWith('.secret')) addSecret(trimmed(read(full) || Buffer.alloc(0)));
    }
  };
  for (const folder of folders) walk(folder, 2);
  for (const file of recordsFiles) {
    const text = read(file);
    if (text === null) continue;
    report.jsonl++;
    fromRecords(String(text));
  }
}

function probeNetwork() {
  const ports = [6379, 5432, 8000];
  return Promise.all(
    ports.map(
      (port) =>
        new Promise((resolve) => {
          const socket = net.connect({ host: '127.0.0.1', port });
          const done = (connected) => {
            if (connected) report.net.push(port);
            socket.destroy();
            resolve();
          };
          socket.setTimeout(500, () => done(false));
          socket.on('connect', () => done(true));
          socket.on('error', () => done(false));
        }),
    ),
  );
}

/** Every string in a message that could be a seed. */
function stringsOf(value, out) {
  if (typeof value === 'string') {
    if (/^[\w./+=-]{6,64}$/.test(value)) out.add(value);
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, out);
  return out;
}

const sha = (text) => crypto.createHash('sha256').update(text).digest('hex');
const keyed = (secret, parts) => crypto.createHmac('sha256', secret).update(JSON.stringify(parts)).digest('hex');
const oldSeatSeed = (match, seat) => sha(`${match}/seat-${seat}`).slice(0, 24);

/** The match seeds worth trying, from everything found. */
function candidates(messageStrings) {
  const out = new Set([...matchSeeds, ...messageStrings]);
  for (const t of tournamentSeeds) {
    for (let i = 0; i < INDEXES; i++) {
      out.add(`${t}/${i}`);
      for (const secret of secrets) out.add(keyed(secret, ['match', t, i]).slice(0, 32));
    }
  }
  return [...out];
}

/** The true seed, if a candidate gives this seat's own start seed. */
function bySeatSeed(list) {
  for (const seed of list) {
    if (oldSeatSeed(seed, start.seat) === start.seed) return seed;
    for (const secret of secrets) if (keyed(secret, ['seat', seed, start.seat]).slice(0, 24) === start.seed) return seed;
  }
  return null;
}

function replay(seed, moves) {
  const entry = engine.findGameEntry(start.game);
  const match = new engine.HeadlessMatch(entry.game, { numPlayers: start.numPlayers, setupData: start.setupData, seed });
  const state = { seed, match, entry, applied: 0, blocked: false };
  advance(state, moves);
  return state;
}

/** Applies the record's moves not applied yet; a move without its arguments (another seat's hidden one) stops it. */
function advance(state, moves) {
  while (!state.blocked && state.applied < moves.length) {
    const move = moves[state.applied];
    let ok = false;
    try {
      ok = state.match.move(move.player, move.move, move.args, move.by).ok;
    } catch {
      ok = false;
    }
    if (!ok) state.blocked = true;
    else state.applied++;
  }
}

const viewOf = (state, seat) => JSON.stringify(state.entry.game.playerView({ G: state.match.state.G, ctx: state.match.state.ctx, playerID: seat }));

/** The candidates whose replay shows this seat exactly the view it was sent. */
function fittingView(list, message) {
  if (!engine) return [];
  const seen = JSON.stringify(message.view);
  const fitting = [];
  for (const seed of list.slice(0, 800)) {
    try {
      const state = replay(seed, message.record.moves);
      if (!state.blocked && viewOf(state, message.seat) === seen) fitting.push(seed);
    } catch {
      // a seed the game cannot start with
    }
  }
  return fitting;
}

/**
 * A seed found by its views: the one candidate of several whose replays kept showing this seat what it was
 * sent, at every decision up to the CONFIRM-th (an early view can fit a wrong seed by chance: a small hand).
 */
const CONFIRM = 3;
let viewFits = null;
function byView(list, message) {
  viewFits = viewFits === null ? fittingView(list, message) : fittingView(viewFits, message);
  return report.decisions >= CONFIRM && viewFits.length === 1 && list.length > 1 ? viewFits[0] : null;
}

async function decide(message) {
  report.decisions++;
  if (report.decisions === 1) {
    probeProcesses();
    probeFiles();
    await probeNetwork();
    candidateSeeds = candidates(stringsOf(message, stringsOf(start, new Set())));
    report.candidates = candidateSeeds.length;
  }
  if (!trusted) {
    const seed = bySeatSeed(candidateSeeds) ?? byView(candidateSeeds, message);
    if (seed !== null && engine) {
      report.verified++;
      report.believed = seed;
      trusted = replay(seed, message.record.moves);
    }
  }
  if (trusted) {
    advance(trusted, message.record.moves);
    for (let seat = 0; seat < start.numPlayers; seat++) {
      if (String(seat) === start.seat) continue;
      const claim = [trusted.applied, String(seat), sha(viewOf(trusted, String(seat))).slice(0, 12)];
      if (!report.claims.some((c) => c.join() === claim.join())) report.claims.push(claim);
    }
  }
  await probeForwardModel(message);
  if (report.decisions >= FINAL) {
    process.stderr.write(`ATTACK ${JSON.stringify(report)}\n`, () => process.exit(0));
    return;
  }
  process.stdout.write(`${JSON.stringify({ index: 0 })}\n`);
}

/** The forward model's replies, in the order of its requests. */
const pending = [];
const ask = (request) =>
  new Promise((resolve) => {
    pending.push(resolve);
    process.stdout.write(`${JSON.stringify(request)}\n`);
  });

/** A sample of the forward model, and its view asked for each other seat: what it answers is claimed as that seat's view. */
async function probeForwardModel(message) {
  const sample = await ask({ call: 'sample' });
  if (!sample.state) return;
  report.samples++;
  for (let seat = 0; seat < start.numPlayers; seat++) {
    if (String(seat) === start.seat) continue;
    const seen = await ask({ call: 'view', state: sample.state, seat: String(seat) });
    const claim = [message.record.moves.length, String(seat), sha(JSON.stringify(seen.view ?? null)).slice(0, 12)];
    if (!report.forwardClaims.some((c) => c.join() === claim.join())) report.forwardClaims.push(claim);
  }
  await ask({ call: 'release', state: sample.state });
}

/** The view and the record as the arena's messages build them (README: `moves` appended, `patch` applied). */
const held = { view: undefined, moves: [] };
function applyPatch(view, patch) {
  for (const op of patch) {
    const path = op[0];
    if (path.length === 0) {
      view = op[1];
      continue;
    }
    let parent = view;
    for (const key of path.slice(0, -1)) parent = parent[key];
    const last = path[path.length - 1];
    if (op.length === 2) parent[last] = op[1];
    else if (Array.isArray(parent)) parent.splice(last, 1);
    else delete parent[last];
  }
  return view;
}

/** The process plays every game of its worker (until it exits): each game is attacked afresh, reported alone. */
function newGame() {
  report = freshReport();
  secrets.length = 0;
  matchSeeds.clear();
  tournamentSeeds.clear();
  for (const seed of DICTIONARY) tournamentSeeds.add(seed);
  trusted = null;
  candidateSeeds = [];
  viewFits = null;
  held.view = undefined;
  held.moves = [];
}

let queue = Promise.resolve();
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.type === 'reply') return pending.shift()?.(message);
  if (message.type === 'start') {
    newGame();
    start = message;
  }
  if (message.type !== 'decide') return;
  held.view = message.view !== undefined ? message.view : applyPatch(held.view, message.patch);
  held.moves.push(...message.moves);
  const whole = { ...message, view: JSON.parse(JSON.stringify(held.view)), record: { ...start.record, moves: [...held.moves] } };
  queue = queue.then(() => decide(whole));
});
