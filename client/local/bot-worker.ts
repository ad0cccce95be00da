/**
 * A Web Worker where local bots think, so a search never holds up the page. It is given questions
 * (a seat's view, never the full state) and answers each with a move or the reason it found none.
 */
import { loadGameEntry } from '../../games/catalog';
import { answerBot, type BotQuestion } from './bot-turn';

export type BotRequest = { id: number; question: BotQuestion };
export type BotReply = { id: number; move: { move: string; args: unknown[] } } | { id: number; error: string };

const reply = (message: BotReply) => self.postMessage(message);

self.onmessage = async ({ data: { id, question } }: MessageEvent<BotRequest>) => {
  try {
    const entry = await loadGameEntry(question.game);
    if (!entry) throw new Error(`no game ${question.game}`);
    reply({ id, move: await answerBot(entry, question) });
  } catch (error) {
    reply({ id, error: (error as Error).message });
  }
};
