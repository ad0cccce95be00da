/**
 * The Wakhan automa's panel (PAMIR-WAKHAN-HIDDEN-1): her face-up AI card and the back of the next one with
 * what the arrows read on it, so a human can check her play. Her decisions, each with the rule it followed,
 * are in the match log (PAMIR-WAKHAN-LOG-1). It only renders state; her choices are made by the rules on the server.
 */
import type { Region } from '../../../games/pax-pamir/data/map';
import { wakhanCard } from '../../../games/pax-pamir/data/wakhan-cards';
import type { PlayerID } from '../../../games/pax-pamir/rules/state';
import type { PaxView } from '../../../games/pax-pamir/view';
import { useLanguage, useT } from '../../i18n';
import type { Translate } from './labels';
import { automatonName } from '../../automata';
import { wakhanTexts } from './texts';

type WakhanKey = keyof (typeof wakhanTexts)['en'];

interface Props extends Translate {
  G: PaxView;
  names: (id: PlayerID) => string;
}

export function WakhanPanel({ G, t }: Props) {
  const w = useT(wakhanTexts);
  const wakhan = G.wakhan;
  if (!wakhan) return null;
  const front = wakhan.card !== null ? wakhanCard(wakhan.card).front : null;
  const back = G.wakhanNext;
  const region = (r: string) => t(r as Region);
  const coalition = (c: string) => (c ? t(c as 'afghan') : '—');

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
    </article>
  );
}

/** The name of Wakhan's seat, for the board's names. */
export function useWakhanName(): string {
  return automatonName('wakhan', useLanguage().language);
}
