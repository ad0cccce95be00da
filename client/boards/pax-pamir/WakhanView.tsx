/**
 * The Wakhan automa's panel (PAX-WAKHAN-LOG-1, PAX-WAKHAN-HIDDEN-1): her face-up AI card, the back of the
 * next one with what the arrows read on it, and each of her decisions with the rule it followed, so a
 * human can check her play. It only renders state; her choices are made by the rules on the server.
 */
import { courtCard, eventCard, isCourtCard, isDominanceCheck } from '../../../games/pax-pamir/data/cards';
import type { Border, Region } from '../../../games/pax-pamir/data/map';
import { wakhanCard } from '../../../games/pax-pamir/data/wakhan-cards';
import type { PlayerID, WakhanLogLine } from '../../../games/pax-pamir/rules/state';
import type { PaxView } from '../../../games/pax-pamir/view';
import { useT } from '../../i18n';
import { borderName, sourceLabel, type Translate } from './labels';
import { wakhanTexts } from './texts';

type WakhanKey = keyof (typeof wakhanTexts)['en'];

interface Props extends Translate {
  G: PaxView;
  names: (id: PlayerID) => string;
}

export function WakhanPanel({ G, names, t, title }: Props) {
  const w = useT(wakhanTexts);
  const wakhan = G.wakhan;
  if (!wakhan) return null;
  const front = wakhan.card !== null ? wakhanCard(wakhan.card).front : null;
  const back = G.wakhanNext;
  const cardName = (card: number): string => {
    if (isCourtCard(card)) return courtCard(card).name;
    if (isDominanceCheck(card)) return t('dominanceCheck');
    return title(eventCard(card).purchased.id as 'rumor');
  };
  const region = (r: string) => t(r as Region);
  const coalition = (c: string) => (c ? t(c as 'afghan') : '—');

  /** One decision, worded from its facts. */
  const line = (entry: WakhanLogLine): string => {
    const f = entry.facts;
    const instruction = f.instruction !== undefined ? w(String(f.instruction) as WakhanKey) : '';
    const bribe = Number(f.amount ?? 0) > 0 && f.to !== '' && f.to !== undefined ? w('ev_bribe', { amount: f.amount, to: names(String(f.to)) }) : '';
    const target = (() => {
      const value = String(f.target ?? '');
      if (value === '') return '';
      return w('ev_target', { target: /^\d+$/.test(value) ? cardName(Number(value)) : region(value) });
    })();
    switch (entry.event) {
      case 'draw':
        return w('ev_draw', { card: f.card, coalition: coalition(String(f.coalition)) });
      case 'ambition':
        return w('ev_ambition', { row: Number(f.row) + 1, col: Number(f.col) + 1, instruction });
      case 'skipRadicalize':
        return w('ev_skipRadicalize', { instruction });
      case 'buys':
        return w('ev_buys', { instruction, card: cardName(Number(f.card)), row: Number(f.row) + 1, col: Number(f.col) + 1 });
      case 'cannotBribe':
        return w('ev_cannotBribe', { amount: f.amount, to: names(String(f.to)), card: cardName(Number(f.card)) });
      case 'plays':
        return w('ev_plays', { card: cardName(Number(f.card)), side: w(f.side === 'left' ? 'left' : 'right'), bribe });
      case 'skipAction':
        return w('ev_skipAction', { action: w(String(f.action) as WakhanKey) });
      case 'action':
        return w('ev_action', { action: w(String(f.action) as WakhanKey), card: cardName(Number(f.card)), target, bribe });
      case 'moves':
        return w('ev_moves', { coalition: coalition(String(f.coalition)), from: region(String(f.from)), to: region(String(f.to)) });
      case 'refuse':
        return w('ev_refuse', { amount: f.amount, to: names(String(f.to)), card: cardName(Number(f.card)) });
      case 'pick': {
        const option = String(f.option);
        const word = f.kind === 'pashtunwali' ? t(option as 'military') : f.kind === 'rebuke' ? region(option) : names(option);
        return w('ev_pick', { option: word });
      }
      case 'discard':
        return w('ev_discard', { card: cardName(Number(f.card)) });
      case 'place': {
        const to = String(f.to);
        const card = Number(f.card);
        const where = to === '' ? region(courtCard(card).region) : /^\d+$/.test(to) ? cardName(Number(to)) : borderName(to as Border, t);
        const from = f.from ? w('ev_from', { source: sourceLabel(String(f.from), t) }) : '';
        return w('ev_place', { piece: t(String(f.icon) as 'army'), card: cardName(card), where, from });
      }
      case 'step':
        return stepLine(String(f.option), Number(f.card));
      default:
        return w(`ev_${entry.event}` as WakhanKey);
    }
  };

  /** One step of her tax, build, battle or betray, from the option the rules took. */
  const stepLine = (option: string, card: number): string => {
    const [kind, a, b] = option.split('|');
    switch (kind) {
      case 'p':
        return w('ev_taxPlayer', { name: names(a) });
      case 'm':
        return w('ev_taxMarket', { row: Number(a) + 1, col: Number(b) + 1 });
      case 'army':
      case '+army':
        return b !== undefined && a in G.regions ? w('ev_buildArmy', { coalition: coalition(G.players[wakhan.player]?.loyalty ?? ''), region: region(a) }) : w('ev_removeArmy', { coalition: coalition(a) });
      case 'road':
      case '+road':
        return b !== undefined && !(b in { afghan: 1, british: 1, russian: 1 })
          ? w('ev_buildRoad', { coalition: coalition(G.players[wakhan.player]?.loyalty ?? ''), border: borderName(a as Border, t) })
          : w('ev_removeRoad', { coalition: coalition(b), border: borderName(a as Border, t) });
      case 'tribe':
        return w('ev_removeTribe', { name: names(a) });
      case 'spy':
        return w('ev_removeSpy', { name: names(a) });
      case 'take':
        return w('ev_takePrize', { card: cardName(card) });
      default:
        return w('ev_stepDone', { card: cardName(card) });
    }
  };

  const side = front && back ? back.rowSide[front.rowSideArrow] : null;
  const column = front && back ? back.columnNumbers[front.columnArrow] : null;
  return (
    <article className="pp-player pp-wakhan" aria-label={w('panelTitle')}>
      <h3>{w('panelTitle')}</h3>
      {front === null ? (
        <p>{w('noCardYet')}</p>
      ) : (
        <div className="pp-wakhan-card">
          <strong>{w('currentCard', { n: wakhan.card! })}</strong>
          <div>
            {w('loyaltyOrder', {
              list: front.pragmaticLoyalty.map((c) => t(c)).join(', '),
              coalition: coalition(G.players[wakhan.player]?.loyalty ?? ''),
            })}
          </div>
          <div>{w('instructions')}</div>
          <ol className="pp-wakhan-instructions">
            {front.actions.map((action, i) => (
              <li key={i}>{w(action)}</li>
            ))}
          </ol>
          <div>{w('regionOrder', { list: front.regionOrder.map(region).join(', ') })}</div>
        </div>
      )}
      {back && (
        <div className="pp-wakhan-back">
          <div>{w('nextBack', { list: back.columnNumbers.map((n) => n + 1).join(' ') })}</div>
          {column !== null && side !== null && (
            <div>
              {w('arrows', {
                col: column + 1,
                row: w(side === 'top_left' ? 'topRow' : 'bottomRow'),
                side: w(side === 'top_left' ? 'left' : 'right'),
                who: w(side === 'top_left' ? 'playerLeft' : 'playerRight'),
              })}
            </div>
          )}
        </div>
      )}
      <div>{w('aiDiscard', { n: wakhan.discard.length })}</div>
      <h4>{w('log')}</h4>
      {wakhan.log.length === 0 && <p>{w('noLog')}</p>}
      <ol className="pp-wakhan-log" reversed>
        {[...wakhan.log].reverse().map((entry, i) => (
          <li key={i}>
            <span className="pp-wakhan-rule">{w('turnRule', { n: entry.turn, rule: entry.rule })}</span> {line(entry)}
          </li>
        ))}
      </ol>
    </article>
  );
}

/** The name of Wakhan's seat, for the board's names. */
export function useWakhanName(): string {
  return useT(wakhanTexts)('wakhanName');
}
