/**
 * A PAX card that explains itself: its face is a button that opens, on hover (where a pointer hovers), on keyboard
 * focus and on a tap, what its category does in a player's words, with links to the rules it sums up
 * (`#/rules/pax/<RULE-ID>`), and what its symbols count for. The text is the button's description for screen
 * readers; Escape, or a second tap, closes it; its links are reached with Tab while it is open.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import type { CardFace } from '../../../games/pax/data/cards';
import { useLanguage, useT } from '../../i18n';
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

/** The three sentences of a face in a language, formatted once: a board shows many cards of the same few faces. */
const explained = new Map<string, readonly string[]>();
function explanation(key: string, make: () => readonly string[]): readonly string[] {
  let found = explained.get(key);
  if (!found) {
    found = make();
    explained.set(key, found);
  }
  return found;
}

interface TipState {
  hovered: boolean;
  focused: boolean;
  /** Opened by a click or a tap. */
  open: boolean;
  /** Closed by Escape or a second tap, until the card is left. */
  dismissed: boolean;
  /** Near the page's right edge: the text opens leftwards. */
  leftward: boolean;
}

const CLOSED: TipState = { hovered: false, focused: false, open: false, dismissed: false, leftward: false };

export function ExplainedCard({ face, className, t, children }: { face: CardFace; className: string; t: Translate; children: ReactNode }) {
  const c = useT(categoryTexts);
  const { language } = useLanguage();
  const id = useId();
  const [state, setState] = useState(CLOSED);
  const set = (change: Partial<TipState>) => setState((old) => ({ ...old, ...change }));
  // whether the text showed when the press began: a tap focuses the card before its click, which must not count
  const shownAtPress = useRef<boolean | null>(null);
  const shown = (state.hovered || state.focused || state.open) && !state.dismissed;
  const category = t(face.category);
  const text = explanation(`${language}|${face.category}|${face.symbols}|${face.value}`, () => [
    c(face.category),
    c('thisCard', { symbols: face.symbols, category, value: face.value }),
    c('counts'),
  ]);
  return (
    <span
      className={`px-card-frame${state.leftward ? ' px-tip-leftward' : ''}`}
      onMouseEnter={(event) => set({ leftward: opensPastThePage(event.currentTarget), hovered: canHover() })}
      onMouseLeave={() => {
        // a touch screen sends mouse events too (after a tap): only a pointer that hovers leaves
        if (!canHover()) return;
        setState((old) => ({ ...old, hovered: false, dismissed: old.open && old.dismissed }));
      }}
      onFocus={(event) => set({ leftward: opensPastThePage(event.currentTarget), focused: true, dismissed: false })}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        set({ focused: false, open: false, dismissed: false });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) {
          event.stopPropagation();
          set({ open: false, dismissed: true });
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
          if (was && (state.open || !canHover())) set({ open: false, dismissed: true });
          else set({ open: true, dismissed: false });
        }}
      >
        {children}
      </button>
      <span id={`${id}-text`} hidden>
        {text.join(' ')}
      </span>
      <span className={`px-card-tip px-tip-${face.category}`} id={`${id}-tip`} hidden={!shown}>
        {shown && <TipBody face={face} text={text} />}
      </span>
    </span>
  );
}

/** The open text: the sentences, then the rules they sum up, each a link to the rules screen. */
function TipBody({ face, text }: { face: CardFace; text: readonly string[] }) {
  const c = useT(categoryTexts);
  return (
    <>
      <span className="px-tip-line px-tip-power">{text[0]}</span> <span className="px-tip-line">{text[1]}</span> <span className="px-tip-line">{text[2]}</span>{' '}
      <span className="px-tip-line px-tip-rules">
        {c('rules')}{' '}
        {[...CATEGORY_RULES[face.category], SYMBOL_RULE].map((rule) => (
          <a key={rule} className="px-rule-link" href={routeHash({ name: 'rules', game: 'pax', rule })} aria-label={c('ruleLink', { rule })}>
            {rule}
          </a>
        ))}
      </span>
    </>
  );
}
