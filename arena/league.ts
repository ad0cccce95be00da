/**
 * BOT-LEAGUE-1: a league of more bots than seats (`--pool a,b,c,…`). Its line-ups are every ordered choice of
 * `numPlayers` distinct bots of the pool (k!/(k−n)! of them), so each bot holds each seat equally often, and each
 * pair of bots meets equally often in each pair of seats (who sits before whom included). Every deal is played
 * once by every line-up: game i is deal ⌊i / L⌋ played by line-up i mod L, and a deal's seeds are the same for all
 * its line-ups (paired deals), so a bot's luck of the draw is every other bot's too.
 */

/** The line-ups of a pool of `poolSize` bots at `numPlayers` seats, each as pool indices in seat order. */
export function leagueLineUps(poolSize: number, numPlayers: number): number[][] {
  if (numPlayers < 1 || poolSize < numPlayers) throw new Error(`a league of ${poolSize} bots cannot fill ${numPlayers} seats`);
  const out: number[][] = [];
  const chosen: number[] = [];
  const used = new Array<boolean>(poolSize).fill(false);
  const extend = () => {
    if (chosen.length === numPlayers) {
      out.push([...chosen]);
      return;
    }
    for (let bot = 0; bot < poolSize; bot++) {
      if (used[bot]) continue;
      used[bot] = true;
      chosen.push(bot);
      extend();
      chosen.pop();
      used[bot] = false;
    }
  };
  extend();
  return out;
}

/** Which deal and which line-up game `index` plays, among `lineUps` line-ups. */
export const leagueGame = (index: number, lineUps: number): { deal: number; lineUp: number } => ({ deal: Math.floor(index / lineUps), lineUp: index % lineUps });

/** Games for at least `games`: whole rounds, every deal played by every line-up. */
export const leagueGames = (games: number, lineUps: number): number => Math.ceil(games / lineUps) * lineUps;
