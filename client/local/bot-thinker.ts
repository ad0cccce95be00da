/**
 * Where a local bot thinks: in one Web Worker per page when the browser has them, so the page stays
 * responsive however long a search takes; in the page otherwise (tests, or a worker that failed to load),
 * after yielding once so the last move is drawn first.
 */
import type { State } from 'boardgame.io';
import type { GameEntry } from '../../games/types';
import type { BotKind } from '../bots';
import { answerBot, botQuestion, type BotMove, type BotQuestion } from './bot-turn';
import type { BotReply, BotRequest } from './bot-worker';

interface Pending {
  entry: GameEntry;
  question: BotQuestion;
  resolve(move: BotMove): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
let workerFailed = typeof Worker === 'undefined';
let nextId = 0;
const pending = new Map<number, Pending>();

/** Ends the worker; the questions it was asked are dropped, or answered in the page instead. */
function dropWorker(reason: Error, answerHere: boolean): void {
  worker?.terminate();
  worker = null;
  for (const waiting of pending.values()) {
    if (answerHere) thinkHere(waiting.entry, waiting.question).then(waiting.resolve, waiting.reject);
    else waiting.reject(reason);
  }
  pending.clear();
}

/** In the page, after yielding once so the last move is drawn first. */
async function thinkHere(entry: GameEntry, question: BotQuestion, signal?: AbortSignal): Promise<BotMove> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (signal?.aborted) throw new BotCancelled();
  return answerBot(entry, question);
}

function botWorker(): Worker | null {
  if (worker || workerFailed) return worker;
  try {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerFailed = true;
    return null;
  }
  worker.onmessage = ({ data }: MessageEvent<BotReply>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if ('move' in data) waiting?.resolve(data.move);
    else waiting?.reject(new Error(data.error));
  };
  worker.onerror = (event) => {
    // A worker that cannot load never will: think in the page from now on.
    workerFailed = true;
    dropWorker(new Error(event.message || 'the bots’ worker failed'), true);
  };
  return worker;
}

/** Said when a choice is no longer wanted (the match changed meanwhile). */
export class BotCancelled extends Error {
  constructor() {
    super('bot choice cancelled');
  }
}

/**
 * The move the seat's bot chooses at `state`. Aborting `signal` stops a search under way in the worker
 * (the worker is replaced) and rejects with `BotCancelled`.
 */
export function chooseBotMove(entry: GameEntry, state: State, seat: string, kind: BotKind, seed: string, signal?: AbortSignal): Promise<BotMove> {
  const question = botQuestion(entry, state, seat, kind, seed);
  const thinker = botWorker();
  if (!thinker) return thinkHere(entry, question, signal);
  return new Promise<BotMove>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { entry, question, resolve, reject });
    signal?.addEventListener('abort', () => {
      if (!pending.has(id)) return;
      pending.delete(id);
      reject(new BotCancelled());
      // The search goes on in the worker until it ends: end the worker instead, the next choice makes one.
      dropWorker(new BotCancelled(), false);
    });
    thinker.postMessage({ id, question } satisfies BotRequest);
  });
}
