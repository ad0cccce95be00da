/**
 * `npm run bot`: a built-in bot takes a seat in an online match and plays it to the end.
 * Progress goes to standard error; the result, once the game is over, to standard output.
 * Exit codes: 0 the game is over, 2 the bot may not play this seat (see SeatError), 1 anything else.
 */
import { randomBytes } from 'node:crypto';
import { createSeatBot, styleProblem } from '../games/bots/seat-bot';
import { findGameEntry, gameEntries } from '../games';
import { takeSeat } from './lobby-join';
import { playOnlineSeat } from './online-seat';
import { parseBotOptions, USAGE } from './options';
import { SEAT_ERROR_EXIT, SeatError, UsageError } from './seat-error';

const say = (line: string) => process.stderr.write(`bot: ${line}\n`);

async function main(argv: readonly string[]): Promise<number> {
  const command = parseBotOptions(argv);
  if (command.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const { options } = command;
  const entry = findGameEntry(options.game);
  if (!entry) throw new SeatError(`unknown game "${options.game}" (games: ${gameEntries.map((known) => known.game.name).join(', ')})`);
  const styleTrouble = styleProblem(entry, options.spec);
  if (styleTrouble) throw new UsageError(styleTrouble);

  const seat = await takeSeat(options);
  const seed = options.seed ?? randomBytes(6).toString('hex');
  say(`seat ${seat.playerID} of ${options.game} match ${options.matchID}, ${options.specText} bot, seed ${seed}`);
  if (options.credentials === undefined) say(`credentials of the seat: ${seat.credentials}`);
  const gameover = await playOnlineSeat({
    server: options.server,
    entry,
    matchID: options.matchID,
    ...seat,
    bot: createSeatBot(entry, options.spec, seed),
    say,
  });
  process.stdout.write(`game over (match ${options.matchID}, seat ${seat.playerID}): ${JSON.stringify(gameover)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof SeatError) {
      process.stderr.write(`bot: ${error.message}\n`);
      if (error instanceof UsageError) process.stderr.write(`${USAGE}\n`);
      process.exit(SEAT_ERROR_EXIT);
    }
    process.stderr.write(`bot: ${error instanceof Error ? (error.cause ? `${error.message}: ${String(error.cause)}` : error.message) : String(error)}\n`);
    process.exit(1);
  },
);
