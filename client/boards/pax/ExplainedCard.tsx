/**
 * A PAX card that explains itself: its face is a button that opens, on hover (where a pointer hovers), on keyboard
 * focus and on a tap, what its category does in a player's words, with links to the rules it sums up
 * (`#/rules/pax/<RULE-ID>`), and what its symbols count for. The text is the button's description for screen
 * readers; Escape, or a second tap, closes it; its links are reached with Tab while it is open.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import type { CardFace } from '../../../games/pax/data/cards';
import { useT } from '../../i18n';
import { routeHash } from '../../routes';
import { CATEGORY_RULES, SYMBOL_RULE } from './category-rules';
import { categoryTexts } from './category-texts';
import type { TextKey } from './texts';

type Translate = (key: TextKey, params?: Record<string, string | number>) => string;

/** A pointer that hovers (a mouse): on a touch screen a card touched earlier would otherwise stay "hovered". */
/** The width of the text (board.css: 22em of 13 px), with room for its shadow. */
const TIP_WIDTH = 300;

/** Would the text, opened rightwards from the card's left edge, pass the page's right edge? */
const opensPastThePage = (frame: HTMLElement) => frame.getBoundingClientRect().left + TIP_WIDTH > document.documentElement.clientWidth;

const canHover = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;

export function ExplainedCard({ face, className, t, children }: { face: CardFace; className: string; t: Translate; children: ReactNode }) {
  const c = useT(categoryTexts);
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [leftward, setLeftward] = useState(false);
  // whether the text showed when the press began: a tap focuses the card before its click, which must not count
  const shownAtPress = useRef<boolean | null>(null);
  const shown = (hovered || focused || open) && !dismissed;
  const category = t(face.category);
  const rules = [...CATEGORY_RULES[face.category], SYMBOL_RULE];
  return (
    <span
      className={`px-card-frame${leftward ? ' px-tip-leftward' : ''}`}
      onMouseEnter={(event) => {
        setLeftward(opensPastThePage(event.currentTarget));
        if (canHover()) setHovered(true);
      }}
      onMouseLeave={() => {
        // a touch screen sends mouse events too (after a tap): only a pointer that hovers leaves
        if (!canHover()) return;
        setHovered(false);
        if (!open) setDismissed(false);
      }}
      onFocus={(event) => {
        setLeftward(opensPastThePage(event.currentTarget));
        setFocused(true);
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused(false);
        setOpen(false);
        setDismissed(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) {
          event.stopPropagation();
          setOpen(false);
          setDismissed(true);
        }
      }}
    >
      <button
        type="button"
        className={className}
        aria-expanded={shown}
        aria-controls={`${id}-tip`}
        aria-describedby={`${id}-text`}
        onPointerDown={() => {
          shownAtPress.current = shown;
        }}
        onClick={() => {
          const was = shownAtPress.current ?? shown;
          shownAtPress.current = null;
          if (was && (open || !canHover())) {
            setOpen(false);
            setDismissed(true);
          } else {
            setOpen(true);
            setDismissed(false);
          }
        }}
      >
        {children}
      </button>
      <span className={`px-card-tip px-tip-${face.category}`} id={`${id}-tip`} hidden={!shown}>
        <span id={`${id}-text`} className="px-tip-text">
          <span className="px-tip-line px-tip-power">{c(face.category)}</span>{' '}
          <span className="px-tip-line">{c('thisCard', { symbols: face.symbols, category, value: face.value })}</span>{' '}
          <span className="px-tip-line">{c('counts')}</span>
        </span>
        <span className="px-tip-line px-tip-rules">
          {c('rules')}{' '}
          {rules.map((rule) => (
            <a key={rule} className="px-rule-link" href={routeHash({ name: 'rules', game: 'pax', rule })} aria-label={c('ruleLink', { rule })}>
              {rule}
            </a>
          ))}
        </span>
      </span>
    </span>
  );
}
