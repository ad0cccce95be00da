/**
 * Card actions on the board: the buttons under each court card of the player whose turn it is (with
 * cost, bonus status and hostage bribe), the choice of target and bribe offer, and the buttons of each
 * step of an action or event choice. Every button is a legal choice from rules/legal.ts.
 */
import type { BoardProps } from 'boardgame.io/react';
import { courtCard, type CardId } from '../../../games/pax-pamir/data/cards';
import type { CardAction } from '../../../games/pax-pamir/data/court-cards';
import { GIFT_COSTS, type Region } from '../../../games/pax-pamir/data/map';
import { decodeStep, giftCost, giftGivenThisTurn, hostageBribe, isStepTask } from '../../../games/pax-pamir/rules/actions';
import { isFavoredCard } from '../../../games/pax-pamir/rules/effects';
import type { Choice } from '../../../games/pax-pamir/rules/legal';
import type { PlayerID, ReadState, Task } from '../../../games/pax-pamir/rules/state';
import { borderName, sourceLabel, type Translate } from './labels';
import type { PaxView } from '../../../games/pax-pamir/view';

type ActionChoice = Extract<Choice, { move: 'action' }>;
type Moves = BoardProps<PaxView>['moves'];

const isCardSite = (site: string) => /^\d+$/.test(site);
const siteName = (site: string, { t, court }: Translate) => (isCardSite(site) ? court(Number(site)) : t(site as Region));

/** The cost of an action as printed for the button. */
function costLabel(G: ReadState, me: PlayerID, action: CardAction, t: Translate['t']): string {
  if (action === 'gift') return giftGivenThisTurn(G) ? t('actionGiftGiven') : t('actionCostGift', { n: giftCost(G, me) ?? GIFT_COSTS.join('/') });
  if (action === 'build') return t('actionCostBuild');
  if (action === 'betray') return t('actionCost', { n: 2 });
  return t('actionFree');
}

interface CourtActionsProps extends Translate {
  G: ReadState;
  me: PlayerID;
  card: CardId;
  choices: Choice[];
  names: (id: PlayerID) => string;
  moves: Moves;
  onPick(card: CardId, action: CardAction): void;
}

/** The buttons under one court card of the player: each printed action (disabled when not legal now) and Blackmail. */
export function CourtActions({ G, me, card, choices, names, moves, onPick, t, court }: CourtActionsProps) {
  const data = courtCard(card);
  const legal = choices.filter((c): c is ActionChoice => c.move === 'action' && c.args[0] === card);
  const blackmail = choices.filter((c): c is Extract<Choice, { move: 'blackmail' }> => c.move === 'blackmail' && c.args[0] === card);
  if (legal.length === 0 && blackmail.length === 0 && !choices.some((c) => c.move === 'endActions')) return null;
  const bonus = isFavoredCard(G, me, card);
  const bribe = hostageBribe(G, me, card);
  return (
    <div className="pp-card-actions">
      {data.actions.map((action) => {
        const options = legal.filter((c) => c.args[1] === action);
        const facts = [costLabel(G, me, action, t), bonus ? t('bonus') : null, bribe.to !== null ? t('hostage', { n: bribe.amount, name: names(bribe.to) }) : null];
        const label = `${t('actionButton', { action: t(action), card: court(card) })} (${facts.filter(Boolean).join(', ')})`;
        return (
          <button
            key={action}
            type="button"
            className={`pp-act${bonus ? ' pp-bonus' : ''}`}
            disabled={options.length === 0}
            title={label}
            aria-label={label}
            onClick={() => (options.length === 1 ? moves.action(...options[0].args) : onPick(card, action))}
          >
            {t(action)} · {facts.filter(Boolean).join(' · ')}
          </button>
        );
      })}
      {blackmail.map((c) => (
        <button key={c.args.join('|')} type="button" className="pp-act" onClick={() => moves.blackmail(...c.args)}>
          {c.args[2] === undefined
            ? t('blackmailButton', { card: court(c.args[1]) })
            : t('blackmailFromPlay', { card: court(c.args[1]), source: sourceLabel(c.args[2], { t, court }) })}
        </button>
      ))}
    </div>
  );
}

/** The label of an action's target and offer. */
function targetLabel(G: ReadState, me: PlayerID, c: ActionChoice, names: (id: PlayerID) => string, tr: Translate): string {
  const { t, court } = tr;
  const [card, action, target, offer] = c.args;
  let label = t('targetNone');
  if (action === 'gift') {
    const cost = giftCost(G, me) ?? 0;
    label = target !== null ? t('targetGiftFrom', { n: cost, source: sourceLabel(target, tr) }) : t('targetGift', { n: cost });
  } else if (action === 'betray' && target !== null) label = t('targetBetray', { card: court(Number(target)) });
  else if (action === 'battle' && target !== null) label = t('targetSite', { site: siteName(target, tr) });
  const bribe = hostageBribe(G, me, card);
  if (bribe.to === null) return label;
  const offerText = offer === bribe.amount ? t('offerFull', { n: offer, name: names(bribe.to) }) : t('offerLess', { n: offer, full: bribe.amount, name: names(bribe.to) });
  return `${label} ${offerText}`;
}

interface TargetPickerProps extends Translate {
  G: ReadState;
  me: PlayerID;
  card: CardId;
  action: CardAction;
  choices: Choice[];
  names: (id: PlayerID) => string;
  moves: Moves;
  onCancel(): void;
}

/** The targets and offers of the action picked on a card. */
export function TargetPicker({ G, me, card, action, choices, names, moves, onCancel, t, title, court }: TargetPickerProps) {
  const options = choices.filter((c): c is ActionChoice => c.move === 'action' && c.args[0] === card && c.args[1] === action);
  return (
    <div className="pp-prompt-line">
      {t('chooseTarget', { action: t(action), card: court(card) })}{' '}
      {options.map((c) => (
        <button key={JSON.stringify(c.args)} type="button" onClick={() => moves.action(...c.args)}>
          {targetLabel(G, me, c, names, { t, title, court })}
        </button>
      ))}
      <button type="button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}

/** The label of one option of a step task or an event's pick. */
function optionLabel(G: ReadState, task: Task, option: string, names: (id: PlayerID) => string, tr: Translate): string {
  const { t, court } = tr;
  if (option === 'done') return t('optDone');
  if (task.kind === 'prize') return t(option === 'take' ? 'optTake' : 'optLeave');
  if (task.kind === 'pick') {
    if (task.event === 'pashtunwali') return t(option as 'political');
    if (task.event === 'rebuke') return t(option as Region);
    return names(option);
  }
  if (!isStepTask(task)) return option;
  const step = decodeStep(task.kind, option);
  if (step === null) return option;
  switch (step.step) {
    case 'tax':
      return step.from === 'market' ? t('optTaxMarket', { card: marketName(G, step.row, step.col, court) }) : t('optTaxPlayer', { name: names(step.player) });
    case 'build': {
      let what = step.piece === 'army' ? t('optArmy', { region: t(step.region) }) : t('optRoad', { border: borderName(step.border, t) });
      if (step.from) what = t('optFrom', { what, source: sourceLabel(step.from, tr) });
      return step.free ? t('optFree', { what }) : what;
    }
    case 'move': {
      const place = (x: string | number) => (step.piece === 'spy' ? court(Number(x)) : t(x as Region));
      return t('optMove', { piece: t(step.piece), from: place(step.from), to: place(step.to) });
    }
    case 'remove':
      if (step.piece === 'army') return t('optRemoveArmy', { coalition: t(step.coalition) });
      if (step.piece === 'road') return t('optRemoveRoad', { coalition: t(step.coalition), border: borderName(step.border, t) });
      return t(step.piece === 'tribe' ? 'optRemoveTribe' : 'optRemoveSpy', { name: names(step.owner) });
    default:
      return option;
  }
}

function marketName(G: ReadState, row: number, col: number, court: Translate['court']): string {
  const card = G.market[row][col]?.card ?? 0;
  return card >= 1 && card <= 100 ? court(card) : String(card);
}

/** The prompt of a step task or an event's pick. */
function stepText(task: Task, tr: Translate): string {
  const { t, court } = tr;
  switch (task.kind) {
    case 'tax':
      return t('stepTax', { n: task.left });
    case 'build':
      return t('stepBuild', { n: task.left + task.free });
    case 'move':
      return t('stepMove');
    case 'battle':
      return t('stepBattle', { site: siteName(task.site, tr), n: task.left });
    case 'prize':
      return t('stepPrize', { card: court(task.card) });
    case 'pick':
      return t(task.event === 'rumor' ? 'pickRumor' : task.event === 'persuasion' ? 'pickPersuasion' : task.event === 'pashtunwali' ? 'pickPashtunwali' : 'pickRebuke');
    default:
      return '';
  }
}

interface StepPromptProps extends Translate {
  G: ReadState;
  task: Task;
  choices: Choice[];
  names: (id: PlayerID) => string;
  moves: Moves;
}

/** One button per option of the step or pick the player is asked for. */
export function StepPrompt({ G, task, choices, names, moves, t, title, court }: StepPromptProps) {
  const tr = { t, title, court };
  const options = choices.filter((c): c is Extract<Choice, { move: 'choose' }> => c.move === 'choose');
  if (options.length === 0) return null;
  return (
    <div className="pp-prompt-line">
      {stepText(task, tr)}{' '}
      {options.map((c) => (
        <button key={c.args[0]} type="button" onClick={() => moves.choose(c.args[0])}>
          {optionLabel(G, task, c.args[0], names, tr)}
        </button>
      ))}
    </div>
  );
}
