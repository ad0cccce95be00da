/** The boardgame.io wiring of Res Publica: the turn's stages and thin moves over `rules/`. */
import type { Game, LongFormMove, MoveFn } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { checkSetupData, resolveSetupData } from '../setup-options';
import type { SetupData, SetupOption } from '../types';
import { isKind, SET_SIZE } from './data/cards';
import { legalActions } from './rules/actions';
import { checkBundle, checkProposal, isDelivery } from './rules/bundle';
import { canLay, coloniesOf, DRAW_MODES, drawModes, drawPlan, pointCardFor, type DrawMode } from './rules/build';
import { lastTurnAfterTrigger, outcome, scoreLine, stalled } from './rules/end';
import { holds, parseCards } from './rules/hand';
import { formatBundle, formatProposal } from './rules/notation';
import { initialState, unshuffledPiles } from './rules/setup';
import {
  canAccept,
  canCounter,
  canPropose,
  counterProposals,
  exchange,
  givenBy,
  handedOver,
  nextAnswerer,
  nextDeliverer,
} from './rules/trade';
import type { PlayerID, Stage, State } from './rules/types';
import { playerView } from './view';

type Context = Parameters<MoveFn<State>>[0];

export const RES_PUBLICA_OPTIONS: readonly SetupOption[] = [
  {
    id: 'firstPlayer',
    kind: 'choice',
    label: { en: 'First player', fr: 'Premier joueur' },
    values: [
      { value: 'random', label: { en: 'Drawn at random', fr: 'Tiré au sort' } },
      { value: 'seat', label: { en: 'Player 1 (seat the oldest there)', fr: 'Joueur 1 (le plus âgé s’y assied)' } },
    ],
    default: 'random',
  },
];

const inStage = (ctx: Context['ctx'], playerID: PlayerID, ...stages: Stage[]) =>
  stages.includes(ctx.activePlayers?.[playerID] as Stage);

const only = (playerID: PlayerID, stage: Stage) => ({ value: { [playerID]: stage } });

/** After the answers, or when the trade closes: the proposer chooses, or lays and draws. */
function afterAnswers({ G, ctx, events }: Context): void {
  const trade = G.trade!;
  const next = nextAnswerer(trade, ctx.playOrder, ctx.currentPlayer);
  if (next !== null) events.setActivePlayers(only(next, 'answer'));
  else if (counterProposals(trade).length > 0) events.setActivePlayers(only(ctx.currentPlayer, 'choose'));
  else {
    trade.closed = true;
    events.setActivePlayers(only(ctx.currentPlayer, 'build'));
  }
}

/** RP-TRADE-8, RP-TRADE-9: ask the next trader who must choose cards, or make the exchange. */
function settle({ G, ctx, events }: Context): void {
  const trade = G.trade!;
  const proposer = ctx.currentPlayer;
  const partner = trade.partner!;
  const deliverer = nextDeliverer(trade, proposer, (id) => G.players[id].giving);
  if (deliverer !== null) {
    events.setActivePlayers(only(deliverer, 'deliver'));
    return;
  }
  const a = G.players[proposer];
  const b = G.players[partner];
  const hands = exchange(a.hand, handedOver(trade, proposer, proposer, a.giving), b.hand, handedOver(trade, proposer, partner, b.giving));
  a.hand = hands.a;
  b.hand = hands.b;
  a.giving = null;
  b.giving = null;
  trade.closed = true;
  events.setActivePlayers(only(proposer, 'build'));
}

/** RP-TRADE-1, RP-TRADE-2, RP-TRADE-7: the turn's one proposal. */
const propose: MoveFn<State> = (context, raw: unknown) => {
  const { G, ctx, playerID, events, log } = context;
  if (!inStage(ctx, playerID, 'propose')) return INVALID_MOVE;
  const checked = checkProposal(raw);
  if (!checked.ok || !canPropose(G.players[playerID].hand, checked.value)) return INVALID_MOVE;
  G.trade = { proposal: checked.value, answers: {}, partner: null, closed: false };
  log.setMetadata({ rule: 'RP-TRADE-2', proposal: formatProposal(checked.value) });
  events.setActivePlayers(only(nextAnswerer(G.trade, ctx.playOrder, playerID)!, 'answer'));
};

/** RP-TRADE-3, RP-TRADE-7: a counter-proposal, in turn order. */
const counter: MoveFn<State> = (context, raw: unknown) => {
  const { G, ctx, playerID, log } = context;
  if (!inStage(ctx, playerID, 'answer') || !G.trade) return INVALID_MOVE;
  const checked = checkBundle(raw);
  if (!checked.ok || !canCounter(G.players[playerID].hand, G.trade.proposal, checked.value)) return INVALID_MOVE;
  G.trade.answers[playerID] = checked.value;
  log.setMetadata({ rule: 'RP-TRADE-3', counter: formatBundle(checked.value) });
  afterAnswers(context);
};

/** RP-TRADE-3: no counter-proposal. */
const pass: MoveFn<State> = (context) => {
  const { G, ctx, playerID, log } = context;
  if (!inStage(ctx, playerID, 'answer') || !G.trade) return INVALID_MOVE;
  G.trade.answers[playerID] = null;
  log.setMetadata({ rule: 'RP-TRADE-3', passed: true });
  afterAnswers(context);
};

/** RP-TRADE-6: the proposer accepts one counter-proposal. */
const accept: LongFormMove<State> = {
  client: false,
  move: (context, partner: unknown) => {
    const { G, ctx, playerID, log } = context;
    if (!inStage(ctx, playerID, 'choose') || !G.trade || typeof partner !== 'string') return INVALID_MOVE;
    if (!Object.prototype.hasOwnProperty.call(G.trade.answers, partner)) return INVALID_MOVE;
    if (!canAccept(G.players[playerID].hand, G.trade, partner)) return INVALID_MOVE;
    G.trade.partner = partner;
    log.setMetadata({ rule: 'RP-TRADE-6', partner });
    settle(context);
  },
};

/** RP-TRADE-6: the proposer refuses every counter-proposal. */
const refuse: MoveFn<State> = ({ G, ctx, playerID, events, log }) => {
  if (!inStage(ctx, playerID, 'choose') || !G.trade) return INVALID_MOVE;
  G.trade.closed = true;
  log.setMetadata({ rule: 'RP-TRADE-6', refused: true });
  events.setActivePlayers(only(playerID, 'build'));
};

/** RP-TRADE-8: a trader picks the exact cards they hand over. Only they see them (redacted). */
const deliver: LongFormMove<State> = {
  client: false,
  redact: true,
  move: (context, raw: unknown) => {
    const { G, ctx, playerID, log } = context;
    if (!inStage(ctx, playerID, 'deliver') || !G.trade || G.trade.partner === null) return INVALID_MOVE;
    const cards = parseCards(raw);
    const player = G.players[playerID];
    if (!cards || !holds(player.hand, cards)) return INVALID_MOVE;
    if (!isDelivery(cards, givenBy(G.trade, ctx.currentPlayer, playerID))) return INVALID_MOVE;
    player.giving = cards;
    log.setMetadata({ rule: 'RP-TRADE-8' });
    settle(context);
  },
};

/** RP-LAY-1..3: five identical cards laid down for a point card. Ends any chance to trade this turn. */
const lay: MoveFn<State> = ({ G, ctx, playerID, events, log }, kind: unknown) => {
  if (!inStage(ctx, playerID, 'propose', 'build') || !isKind(kind)) return INVALID_MOVE;
  const player = G.players[playerID];
  if (!canLay(G.laid, player.hand, kind)) return INVALID_MOVE;
  const points = pointCardFor(G.laid, kind)!;
  player.hand[kind] -= SET_SIZE;
  G.laid[playerID].push({ kind, points });
  log.setMetadata({ rule: 'RP-LAY-2', kind, points });
  if (inStage(ctx, playerID, 'propose')) events.setActivePlayers(only(playerID, 'build'));
};

/** RP-DRAW-1..4, then the end of the turn, or of the game (RP-END-1..4). */
const draw: LongFormMove<State> = {
  client: false,
  move: ({ G, ctx, playerID, events, log }, mode: unknown) => {
    if (!inStage(ctx, playerID, 'propose', 'build')) return INVALID_MOVE;
    const colonies = coloniesOf(G.laid[playerID]);
    if (!(DRAW_MODES as readonly unknown[]).includes(mode)) return INVALID_MOVE;
    if (!drawModes(colonies, G.secret.people.length).includes(mode as DrawMode)) return INVALID_MOVE;
    const { people, civilisation } = G.secret;
    const plan = drawPlan(colonies, people.length, civilisation.length, mode as DrawMode);
    const hand = G.players[playerID].hand;
    for (let i = 0; i < plan.people; i++) hand[people.pop()!]++;
    for (let i = 0; i < plan.civilisation; i++) hand[civilisation.pop()!]++;
    const triggered = plan.civilisation > 0 && civilisation.length === 0;
    if (triggered) G.lastTurn = lastTurnAfterTrigger(ctx.turn, ctx.numPlayers);
    G.drawless = plan.people + plan.civilisation > 0 ? 0 : G.drawless + 1;
    G.trade = null;
    const over = (G.lastTurn !== null && ctx.turn >= G.lastTurn) || stalled(G.drawless, ctx.numPlayers);
    const rule = triggered ? 'RP-END-1' : !over ? 'RP-DRAW-1' : G.lastTurn !== null ? 'RP-END-2' : 'RP-END-4';
    log.setMetadata({ rule, ...plan });
    if (!over) {
      events.endTurn();
      return;
    }
    const scores: Record<PlayerID, ReturnType<typeof scoreLine>> = {};
    for (const id of ctx.playOrder) scores[id] = scoreLine(G.laid[id], G.players[id].hand);
    events.endGame(outcome(scores));
  },
};

export const game: Game<State, any, SetupData | undefined> & { name: string; minPlayers: number; maxPlayers: number } = {
  name: 'res-publica',
  minPlayers: 2,
  maxPlayers: 5,
  validateSetupData: (setupData, numPlayers) => checkSetupData(RES_PUBLICA_OPTIONS, setupData, numPlayers),
  setup: ({ ctx, random }, setupData) => {
    const options = resolveSetupData(RES_PUBLICA_OPTIONS, setupData, ctx.numPlayers);
    const piles = unshuffledPiles();
    const shuffled = { people: random.Shuffle(piles.people), civilisation: random.Shuffle(piles.civilisation) };
    const first = options.firstPlayer === 'seat' ? 0 : random.Die(ctx.numPlayers) - 1;
    return initialState(ctx.playOrder, shuffled, first);
  },
  playerView,
  turn: {
    order: {
      first: ({ G }) => G.first,
      next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
    },
    activePlayers: { currentPlayer: 'propose' },
    stages: {
      propose: { moves: { propose, lay, draw } },
      answer: { moves: { counter, pass } },
      choose: { moves: { accept, refuse } },
      deliver: { moves: { deliver } },
      build: { moves: { lay, draw } },
    },
  },
  moves: { propose, counter, pass, accept, refuse, deliver, lay, draw },
  ai: {
    enumerate: (G: State, ctx, playerID: PlayerID) => legalActions(G, ctx, playerID),
  },
};
