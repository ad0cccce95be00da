/**
 * How fast the bots of a local match play: the wait between a move and a bot's next one, paused, or
 * paused with moves asked for one at a time (step). A person watching bots reads the board between moves.
 */

export const BOT_SPEEDS = ['slow', 'normal', 'fast'] as const;
export type BotSpeed = (typeof BOT_SPEEDS)[number];

/** Milliseconds between a move and the next bot's move, at each speed. */
export const BOT_DELAYS: Readonly<Record<BotSpeed, number>> = { slow: 2000, normal: 600, fast: 50 };

export interface BotPace {
  speed: BotSpeed;
  paused: boolean;
  /** Bot moves still asked for while paused (step). */
  steps: number;
}

export const INITIAL_PACE: BotPace = { speed: 'normal', paused: false, steps: 0 };

export type PaceChange = { kind: 'pause' } | { kind: 'resume' } | { kind: 'step' } | { kind: 'speed'; speed: BotSpeed };

export function changePace(pace: BotPace, change: PaceChange): BotPace {
  switch (change.kind) {
    case 'pause':
      return { ...pace, paused: true, steps: 0 };
    case 'resume':
      return { ...pace, paused: false, steps: 0 };
    // A step is one more move, played at once: the person asked for it.
    case 'step':
      return pace.paused ? { ...pace, steps: pace.steps + 1 } : pace;
    case 'speed':
      return { ...pace, speed: change.speed };
  }
}

/** The wait before the next bot move; null while paused with no step asked for. */
export function botDelay(pace: BotPace): number | null {
  if (!pace.paused) return BOT_DELAYS[pace.speed];
  return pace.steps > 0 ? 0 : null;
}

/** The pace once a bot has moved: a step asked for is used up. */
export function afterBotMove(pace: BotPace): BotPace {
  return pace.paused && pace.steps > 0 ? { ...pace, steps: pace.steps - 1 } : pace;
}
