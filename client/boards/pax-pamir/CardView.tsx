/** One card as the board shows it: a court card with its icons and actions, an event or a Dominance Check. */
import type { ReactNode } from 'react';
import { courtCard, eventCard, isCourtCard, isDominanceCheck, type CardId } from '../../../games/pax-pamir/data/cards';
import type { Impact } from '../../../games/pax-pamir/data/court-cards';
import { SUITS } from '../../../games/pax-pamir/data/map';
import type { PlayerID } from '../../../games/pax-pamir/rules/state';
import { playerColor } from './colors';
import type { Translate } from './labels';

const ICONS: Record<string, string> = { army: '■', road: '▬', tribe: '●', spy: '◉', leverage: '⚖' };

function impactLabel(icon: Impact, t: Translate['t']): string {
  if ((SUITS as readonly string[]).includes(icon)) return t('suitChange', { suit: t(icon) });
  return t(icon as 'army');
}

export interface CardViewProps extends Translate {
  card: CardId;
  /** Spies on the card (court cards in play). */
  spies?: Record<PlayerID, number>;
  names?: (id: PlayerID) => string;
  /** Clickable: the label of what clicking does. */
  action?: { label: string; onClick: () => void };
  selected?: boolean;
  /** The last move touched this card (marked, with a hint for screen readers). */
  lastMove?: boolean;
  children?: ReactNode;
  compact?: boolean;
}

export function CardView({ card, spies, names, action, selected, lastMove, children, compact, t, title }: CardViewProps) {
  const className = ['pp-card', action ? 'pp-clickable' : '', selected ? 'pp-selected' : '', compact ? 'pp-compact' : '', lastMove ? 'pp-last-move' : '']
    .filter(Boolean)
    .join(' ');
  const body = isCourtCard(card) ? (
    <CourtCardBody card={card} t={t} title={title} />
  ) : isDominanceCheck(card) ? (
    <div className="pp-card-head pp-check">{t('dominanceCheck')}</div>
  ) : (
    <EventBody card={card} t={t} title={title} />
  );
  const spyList = spies ? Object.entries(spies).filter(([, n]) => n > 0) : [];
  const content = (
    <>
      {lastMove && <span className="pp-sr-only">{t('lastMove')}</span>}
      {body}
      {spyList.length > 0 && (
        <div className="pp-spies" aria-label={t('spiesOn')}>
          {spyList.map(([id, n]) => (
            <span key={id} className="pp-spy" style={{ background: playerColor(id) }} title={`${names?.(id) ?? id}: ${n}`}>
              {n}
            </span>
          ))}
        </div>
      )}
      {children}
    </>
  );
  if (action) {
    return (
      <button type="button" className={className} onClick={action.onClick} title={action.label} aria-label={action.label}>
        {content}
      </button>
    );
  }
  return <div className={className}>{content}</div>;
}

function CourtCardBody({ card, t, title }: { card: CardId } & Translate) {
  const data = courtCard(card);
  return (
    <>
      <div className={`pp-card-head pp-suit-${data.suit}`}>
        <span className="pp-rank" title={t('rank', { n: data.rank })}>
          {'★'.repeat(data.rank)}
        </span>{' '}
        <span className="pp-card-name">{data.name}</span>
      </div>
      <div className="pp-card-line">
        {t(data.region)} · {t(data.suit)}
      </div>
      {data.patriot && <div className={`pp-card-line pp-coalition-${data.patriot}`}>{t('patriot', { coalition: t(data.patriot) })}</div>}
      <div className="pp-card-line pp-impacts">
        {data.impact.map((icon, i) => (
          <span key={i} className="pp-icon" title={impactLabel(icon, t)} aria-label={impactLabel(icon, t)}>
            {ICONS[icon] ?? `★${t(icon as 'political').slice(0, 3)}`}
          </span>
        ))}
      </div>
      <div className="pp-card-line pp-actions">
        {data.actions.length === 0 ? t('noActions') : data.actions.map((a) => t(a)).join(' · ')}
      </div>
      {data.ability && <div className="pp-card-line pp-ability">{t('ability', { name: title(data.ability) })}</div>}
      {data.prize && <div className={`pp-card-line pp-coalition-${data.prize}`}>{t('prize', { coalition: t(data.prize) })}</div>}
    </>
  );
}

function EventBody({ card, t, title }: { card: CardId } & Translate) {
  const data = eventCard(card);
  return (
    <>
      <div className="pp-card-head pp-event">{t('event')}</div>
      <div className="pp-card-line">{t('ifDiscarded', { effect: title(data.discarded.id as 'rumor') })}</div>
      <div className="pp-card-line">{t('ifBought', { effect: title(data.purchased.id as 'rumor') })}</div>
    </>
  );
}
