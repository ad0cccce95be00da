/**
 * node --import tsx arena/env-server.ts
 *
 * BOT-ENV-1: a game driven a move at a time over JSON Lines on standard input and output (arena/env-session.ts),
 * for environments in other languages (the Python kit's, examples/python/paxtable/env.py). Each line read is a
 * request, each gets exactly one reply line; it runs until its input closes. A line that is no JSON object is
 * refused as BAD_REQUEST, like any request it cannot serve.
 */
import { createInterface } from 'node:readline';
import { EnvSession } from './env-session';

const session = new EnvSession();
const write = (reply: unknown) => process.stdout.write(`${JSON.stringify(reply)}\n`);

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (line.trim() === '') continue;
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    write({ type: 'reply', call: null, error: 'BAD_REQUEST', message: `invalid JSON: ${line.slice(0, 200)}` });
    continue;
  }
  if (request === null || typeof request !== 'object' || Array.isArray(request)) {
    write({ type: 'reply', call: null, error: 'BAD_REQUEST', message: 'a request is a JSON object with a "call"' });
    continue;
  }
  write(session.reply(request as Record<string, unknown>));
}
