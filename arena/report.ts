/**
 * The arena's report on games already played (BOT-REPORT-1): the match records an arena run wrote are replayed
 * through boardgame.io's reducer, and the same tables as the run's (per bot, per seat, the endings) come out
 * again with the bots' ratings (ratings.ts) and how well the game's estimate foresaw the results (estimate-accuracy.ts),
 * followed by the game's own (`BotKit.report`: Pax Barbarorum's factions and capitals). So every figure
 * a RULES.md gives from an arena line is one command away from its records.
 */
import { findGameEntry } from '../games';
import type { GameReport, Outcome, ReportTable } from '../games/bots/kit';
import { type MatchRecord } from '../games/match-record';
import { startRecord } from '../games/record-play';
import { checkpointMoves, EstimateAccuracy } from './estimate-accuracy';
import type { ArenaResult } from './play-game';
import { endings, formatEndings, formatTable, tables } from './stats';
import { formatRatings, ratings, type RatingLine } from './ratings';

export interface Report {
  game: string;
  /** The player counts among the records, in order. */
  players: number[];
  games: number;
  /** The run's tables again (the time per decision is not in a record: its column shows a dash). */
  bots: ReturnType<typeof tables>['bots'];
  seats: ReturnType<typeof tables>['seats'];
  endings: ReturnType<typeof endings>;
  /** The bots' ratings (ratings.ts), as the run had them; none when no game could rate its bots. */
  ratings: RatingLine[];
  /** Distinct deals (seeds): fewer than games when line-ups played the same deals, as a league does. */
  deals: number;
  /** BOT-ESTIMATE-1: how often the seat the game's estimate favoured in its course won it. */
  estimate: ReportTable;
  /** The game's own tables. */
  extra: ReportTable[];
}

/**
 * A record's result as the arena had it, replayed to its end with `own` following it, the game's estimate read
 * on the way into `estimates` when the game ends; an error when a move is refused.
 */
function replayed(record: MatchRecord, index: number, own: GameReport | null, estimates: EstimateAccuracy): ArenaResult {
  const entry = findGameEntry(record.game)!;
  const match = startRecord(record);
  const readAfter = checkpointMoves(record.moves.length);
  const read: Record<string, number>[] = [];
  own?.begin(record, match.state.G);
  for (const [step, move] of record.moves.entries()) {
    const before = match.state.G;
    let refusal: string | undefined;
    try {
      const result = match.move(move.player, move.move, move.args, move.by);
      if (!result.ok) refusal = result.refusal.type;
    } catch (error) {
      // arguments from a file that no rule foresaw may throw: refused too, as loadRecord has it
      refusal = `threw: ${(error as Error).message}`;
    }
    if (refusal !== undefined) {
      return { index, record, winners: [], moves: record.moves.length, finished: false, error: `seat ${move.player}: move ${step + 1} (${move.move}) refused: ${refusal}`, thinking: {} };
    }
    own?.step(before, match.state.G, move);
    for (const at of readAfter) if (at === step + 1) read.push(entry.bots.estimate(match.state.G, match.state.ctx));
  }
  let outcome: Outcome = { winners: [] };
  const seats = Array.from({ length: record.numPlayers }, (_, seat) => String(seat));
  if (record.forfeit) outcome = { winners: seats.filter((seat) => seat !== record.forfeit!.seat) };
  else if (match.isOver) outcome = entry.bots.outcome(match.state.G, match.state.ctx.gameover, record.numPlayers);
  const result: ArenaResult = {
    index,
    record,
    winners: outcome.winners,
    ...(outcome.scores && { scores: outcome.scores }),
    ...(outcome.ending && { ending: outcome.ending }),
    moves: record.moves.length,
    finished: match.isOver && !record.forfeit,
    ...(record.forfeit && { forfeit: record.forfeit }),
    thinking: {},
  };
  own?.end(match.state.G, outcome, result.finished);
  if (result.finished) estimates.add(record.numPlayers, read, outcome.winners);
  return result;
}

/** The report on `records`, all of one game (their seat names, as the arena writes them, name the bots). */
export function report(records: readonly MatchRecord[]): Report {
  const game = records[0]?.game;
  if (game === undefined) throw new Error('no records to report on');
  const entry = findGameEntry(game);
  if (!entry) throw new Error(`unknown game ${game}`);
  const other = records.find((record) => record.game !== game);
  if (other) throw new Error(`the records mix games: ${game} and ${other.game}`);
  const own = entry.bots.report?.() ?? null;
  const lineUps = new Map(records.map((record, index) => [index, Array.from({ length: record.numPlayers }, (_, seat) => record.players?.[seat] ?? `seat ${seat}`)]));
  const estimates = new EstimateAccuracy();
  const results = records.map((record, index) => replayed(record, index, own, estimates));
  const players = [...new Set(records.map((record) => record.numPlayers))].sort((a, b) => a - b);
  const deals = new Set(records.map((record) => record.seed)).size;
  return { game, players, games: records.length, ...tables(results, lineUps), endings: endings(results), ratings: ratings(results, lineUps), deals, estimate: estimates.table(), extra: own?.tables() ?? [] };
}

/** A table of the game's own as Markdown. */
export function formatReportTable({ title, columns, rows }: ReportTable): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [`**${title}**`, '', line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The whole report as Markdown, in the order the arena prints its own tables. */
export function formatReport(r: Report): string {
  return [
    `${r.game}, ${r.players.join(' and ')} players, ${r.games} games${r.deals < r.games ? ` on ${r.deals} deals` : ''}`,
    formatTable('bot', r.bots),
    formatTable('seat', r.seats),
    formatEndings(r.endings),
    ...(r.ratings.length ? [formatRatings(r.ratings)] : []),
    formatReportTable(r.estimate),
    ...r.extra.map(formatReportTable),
  ].join('\n\n');
}
