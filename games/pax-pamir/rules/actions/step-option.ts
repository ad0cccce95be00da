/**
 * The choices of a step task (PAMIR-TAX-1, PAMIR-BUILD-1, PAMIR-MOVE-1, PAMIR-BATTLE-1, PAMIR-BETRAY-1) as a
 * typed union, and the one text each is written as: the `choose` move's argument, the legal-move lists, the
 * match records and the bots all carry the text; the rules, Wakhan and the board read it only through
 * `decodeStep`, and write it only through `encodeStep`.
 */
import type { CardId } from '../../data/cards';
import type { Border, Coalition, Region } from '../../data/map';
import type { Source } from '../pieces';
import type { PlayerID, Task } from '../state';

/** The kinds of task whose choices are steps. */
export type StepKind = Extract<Task['kind'], 'tax' | 'build' | 'move' | 'battle' | 'prize'>;

export type StepOption =
  /** End the action (every step task but the prize's). */
  | { step: 'done' }
  /** PAMIR-TAX-1: a rupee from a market card, or from a player. */
  | { step: 'tax'; from: 'market'; row: number; col: number }
  | { step: 'tax'; from: 'player'; player: PlayerID }
  /** PAMIR-BUILD-1: a block on a region (army) or border (road), from the supply (null) or play; `free` (PAMIR-ABILITY-INFRASTRUCTURE). */
  | { step: 'build'; piece: 'army'; region: Region; from: Source | null; free: boolean }
  | { step: 'build'; piece: 'road'; border: Border; from: Source | null; free: boolean }
  /** PAMIR-MOVE-1: an army or tribe across a border, or a spy from card to card. */
  | { step: 'move'; piece: 'army' | 'tribe'; from: Region; to: Region }
  | { step: 'move'; piece: 'spy'; from: CardId; to: CardId }
  /** PAMIR-BATTLE-1: the enemy piece removed. */
  | { step: 'remove'; piece: 'army'; coalition: Coalition }
  | { step: 'remove'; piece: 'road'; border: Border; coalition: Coalition }
  | { step: 'remove'; piece: 'tribe' | 'spy'; owner: PlayerID }
  /** PAMIR-BETRAY-1: take the betrayed card as a prize, or leave it. */
  | { step: 'take' }
  | { step: 'leave' };

export type StepOf<S extends StepOption['step']> = Extract<StepOption, { step: S }>;

export const DONE = 'done';

/** The text of a step choice. */
export function encodeStep(option: StepOption): string {
  switch (option.step) {
    case 'done':
    case 'take':
    case 'leave':
      return option.step;
    case 'tax':
      return option.from === 'market' ? `m|${option.row}|${option.col}` : `p|${option.player}`;
    case 'build': {
      const at = option.piece === 'army' ? option.region : option.border;
      return `${option.free ? '+' : ''}${option.piece}|${at}|${option.from ?? ''}`;
    }
    case 'move':
      return `${option.piece}|${option.from}|${option.to}`;
    case 'remove':
      if (option.piece === 'army') return `army|${option.coalition}`;
      if (option.piece === 'road') return `road|${option.border}|${option.coalition}`;
      return `${option.piece}|${option.owner}`;
  }
}

/**
 * The step choice a text names for a task of `kind` (the same text means a build or a move by the task), or
 * null when it names none. It checks the text's shape only: whether the choice is legal is `stepOptions`'s.
 */
export function decodeStep(kind: StepKind, text: string): StepOption | null {
  if (text === DONE) return kind === 'prize' ? null : { step: 'done' };
  if (kind === 'prize') return text === 'take' || text === 'leave' ? { step: text } : null;
  const free = kind === 'build' && text.startsWith('+');
  const { count, head, a, b } = fields(free ? text.slice(1) : text);
  switch (kind) {
    case 'tax':
      if (head === 'm' && count === 3) return { step: 'tax', from: 'market', row: Number(a), col: Number(b) };
      return head === 'p' && count === 2 ? { step: 'tax', from: 'player', player: a } : null;
    case 'build':
      if (count !== 3) return null;
      if (head === 'army') return { step: 'build', piece: 'army', region: a as Region, from: (b || null) as Source | null, free };
      return head === 'road' ? { step: 'build', piece: 'road', border: a as Border, from: (b || null) as Source | null, free } : null;
    case 'move':
      if (count !== 3) return null;
      if (head === 'spy') return { step: 'move', piece: 'spy', from: Number(a), to: Number(b) };
      return head === 'army' || head === 'tribe' ? { step: 'move', piece: head, from: a as Region, to: b as Region } : null;
    case 'battle':
      if (head === 'army' && count === 2) return { step: 'remove', piece: 'army', coalition: a as Coalition };
      if (head === 'road' && count === 3) return { step: 'remove', piece: 'road', border: a as Border, coalition: b as Coalition };
      return (head === 'tribe' || head === 'spy') && count === 2 ? { step: 'remove', piece: head, owner: a } : null;
  }
}

/**
 * The `|`-separated fields of a step's text: how many (4 for four or more) and the first three ('' past the
 * last). Read with indexOf: `split` costs several times more, and every step played is read.
 */
function fields(text: string): { count: number; head: string; a: string; b: string } {
  const i = text.indexOf('|');
  if (i < 0) return { count: 1, head: text, a: '', b: '' };
  const j = text.indexOf('|', i + 1);
  if (j < 0) return { count: 2, head: text.slice(0, i), a: text.slice(i + 1), b: '' };
  const k = text.indexOf('|', j + 1);
  return { count: k < 0 ? 3 : 4, head: text.slice(0, i), a: text.slice(i + 1, j), b: k < 0 ? text.slice(j + 1) : text.slice(j + 1, k) };
}
