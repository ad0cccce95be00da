/**
 * Wakhan's turn (PAMIR-WAKHAN-TURN-1..4): she draws an AI card, follows its instructions top to bottom
 * (PAMIR-WAKHAN-AMBITION-1 first), takes her bonus actions, then cleans up as a player; the task engine runs
 * it as her 'wakhan' task, one step at a time.
 */
import { courtCard } from '../../data/cards';
import { wakhanCard, type WakhanAction } from '../../data/wakhan-cards';
import { MAX_ACTIONS, blackmail, blackmailSources, blackmailTargets } from '../actions';
import { ownPending, ownTop } from '../cow';
import { isOver } from '../dominance';
import { emptyTurn, type PaxState, type PlayerID, type Shuffle, type Task } from '../state';
import { buy, endActions } from '../turn';
import { drawAiCard, syncLoyalty } from './ai-card';
import { actionTarget, canUse, courtAction, takeHerAction } from './actions';
import { firstSource } from './choices';
import { because, following, logEvent } from '../log';
import { topByCardPriority } from './priorities';
import { ambition, playFromHand, radicalize } from './radicalize';

type WakhanTask = Extract<Task, { kind: 'wakhan' }>;

/** PAMIR-WAKHAN-TURN-1: her turn begins: a fresh turn record, an AI card drawn, her loyalty updated. */
export function startWakhanTurn(G: PaxState, shuffle: Shuffle): void {
  const player = G.wakhan!.player;
  G.turn = emptyTurn();
  drawAiCard(G, shuffle);
  syncLoyalty(G);
  logEvent(G, { kind: 'wakhan-draws', rule: 'PAMIR-WAKHAN-TURN-1', player, aiCard: G.wakhan!.card!, coalition: G.players[player].loyalty });
  ownPending(G).push({ kind: 'wakhan', player, stage: 'blackmail', index: 0, passStart: 0 });
}

/**
 * PAMIR-WAKHAN-MAY-1: what a card says she "may" do she always does: at the start of her turn, each Blackmail
 * card of hers puts a spy on the card of highest card priority it can (PAMIR-ABILITY-BLACKMAIL); with her supply
 * empty, the spy comes from play by her priority (PAMIR-D-17, PAMIR-WAKHAN-D-12). One card a step: a tribe so
 * taken may overthrow (PAMIR-OVERTHROW-1) and leave tasks (leverage) that are done before her next step.
 * False when no Blackmail card of hers can place a spy.
 */
function useBlackmail(G: PaxState, player: PlayerID): boolean {
  for (const { card } of G.players[player].court) {
    const targets = blackmailTargets(G, player, card, true);
    if (targets.length === 0) continue;
    const target = topByCardPriority(G, player, targets);
    const from = firstSource(G, player, blackmailSources(G, player));
    because(G, 'PAMIR-WAKHAN-MAY-1', () => blackmail(G, player, card, target, from));
    return true;
  }
  return false;
}

/**
 * The actions she has taken this turn, counted and bonus alike: each counted one adds to `turn.actions`, each
 * card action (bonus or not) uses a card. Both are bounded (two counted actions, one action per court card),
 * so passes that each take some action cannot go on for ever (PAMIR-WAKHAN-D-4).
 */
const actionsTaken = (G: PaxState): number => G.turn.actions + G.turn.used.length;

/**
 * One step of her turn (the task on top is hers). PAMIR-WAKHAN-MAY-1: her Blackmail first; PAMIR-WAKHAN-TURN-2: the instructions of her card top to
 * bottom, starting again from the top until two counted actions are taken; PAMIR-WAKHAN-D-4: a pass that took
 * no action at all, counted or bonus, ends them. PAMIR-WAKHAN-TURN-3: then her bonus actions;
 * PAMIR-WAKHAN-TURN-4: then cleanup.
 */
export function wakhanStep(G: PaxState): void {
  const task = ownTop(G) as WakhanTask;
  const player = task.player;
  if (task.stage === 'blackmail') {
    if (!useBlackmail(G, player)) task.stage = 'actions';
    return;
  }
  if (task.stage === 'actions') {
    if (G.turn.actions >= MAX_ACTIONS) {
      task.stage = 'bonus';
      return;
    }
    if (task.index >= 3) {
      const taken = actionsTaken(G);
      if (taken === task.passStart) {
        task.stage = 'bonus';
        logEvent(G, { kind: 'wakhan-no-instruction', rule: 'PAMIR-WAKHAN-TURN-2', player, aiCard: G.wakhan!.card! });
        return;
      }
      task.index = 0;
      task.passStart = taken;
      logEvent(G, { kind: 'wakhan-restarts', rule: 'PAMIR-WAKHAN-TURN-2', player, aiCard: G.wakhan!.card!, actions: G.turn.actions });
    }
    const instruction = wakhanCard(G.wakhan!.card!).front.actions[task.index];
    task.index++;
    following(G, instruction, () => doInstruction(G, player, instruction));
    return;
  }
  if (!bonusAction(G, player)) {
    ownPending(G).pop();
    because(G, 'PAMIR-WAKHAN-TURN-4', () => endActions(G, player));
  }
}

/** PAMIR-WAKHAN-AMBITION-1 first, then the instruction. */
function doInstruction(G: PaxState, player: PlayerID, instruction: WakhanAction): void {
  const check = ambition(G, player);
  if (check) {
    because(G, 'PAMIR-WAKHAN-AMBITION-1', () => buy(G, player, check.row, check.col));
    return;
  }
  switch (instruction) {
    case 'tax':
    case 'build':
    case 'battle':
    case 'move':
    case 'betray':
      courtAction(G, player, instruction, false);
      return;
    case 'battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy':
      courtAction(G, player, 'battle', true);
      return;
    default:
      radicalize(G, player, instruction);
  }
}

/** PAMIR-WAKHAN-TURN-3: her next bonus action: the leftmost unused favored card, its leftmost possible action. */
function bonusAction(G: PaxState, player: PlayerID): boolean {
  if (isOver(G)) return false;
  for (const { card } of G.players[player].court) {
    if (!canUse(G, player, card, true)) continue;
    for (const action of courtCard(card).actions) {
      const target = actionTarget(G, player, card, action, false);
      if (target === undefined) continue;
      takeHerAction(G, player, card, action, target, 'PAMIR-WAKHAN-TURN-3');
      return true;
    }
  }
  return false;
}

/** PAMIR-WAKHAN-HAND-1: the next card that reached her hand is played (or discarded) at once. */
export function playHand(G: PaxState, player: PlayerID): void {
  const card = G.players[player].hand[0];
  if (card === undefined) ownPending(G).pop();
  else playFromHand(G, player, card, 'PAMIR-WAKHAN-HAND-1');
}
