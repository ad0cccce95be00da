/**
 * What a reader sees of the text on a page, measured in the browser: words broken across lines and text drawn
 * smaller than a size. Every text node inside a root is read; a text counts when it is rendered (it has a box
 * bigger than one pixel: not display:none, not the 1 px box of visually hidden text) and not transparent.
 *
 * - A word (a run of characters between spaces; a break just after a hyphen is a line break between two words,
 *   as "Jan-/Fishan") is broken when its characters lie on more than one line: `Range.getClientRects()` over
 *   the word gives one box per line it occupies.
 * - A text's size as shown is its computed font size times the scale it is drawn at: for SVG text the scale of
 *   its element's screen transform (`getScreenCTM()`, which holds the viewBox and any zoom), for HTML the ratio
 *   of its element's box on screen to its layout size (any CSS transform).
 */
import type { Locator } from 'playwright-core';

/** A file name or path, a folder of the repository, or a command: what a player's rules page never shows. */
export const FILE_PATH = /[\w-]+\.(?:tsx?|mjs|js|md|txt|jsonl?)\b|\.\.\/|\b(?:rules|data|seeds|test|games|bots|arena|client|server)\/|npm run/;

export interface BrokenWord {
  word: string;
  /** The tops of the lines it lies on, in CSS pixels. */
  lines: number[];
  /** The element holding it: tag and class. */
  where: string;
}

export interface SmallText {
  text: string;
  /** The size as shown, in CSS pixels. */
  px: number;
  where: string;
}

export interface TextReport {
  /** Text nodes read (rendered ones). */
  texts: number;
  /** Words read in them. */
  words: number;
  broken: BrokenWord[];
  small: SmallText[];
  /** The smallest size shown, in CSS pixels. */
  smallest: number;
}

/** Measures every rendered text inside `root` (its first match). `minPx`: sizes below are reported. */
export function measureTexts(root: Locator, minPx = 11, options: MeasureOptions = {}): Promise<TextReport> {
  return root.first().evaluate((element, { min, dashes }) => {
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('class') ? `.${el.getAttribute('class')!.trim().split(/\s+/).join('.')}` : ''}`;
    const scaleOf = (el: Element): number => {
      if (el instanceof SVGGraphicsElement) {
        const m = el.getScreenCTM();
        return m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 1;
      }
      if (el instanceof HTMLElement && el.offsetWidth > 0) return el.getBoundingClientRect().width / el.offsetWidth;
      return 1;
    };
    const report = { texts: 0, words: 0, broken: [] as { word: string; lines: number[]; where: string }[], small: [] as { text: string; px: number; where: string }[], smallest: Infinity };
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim() === '') continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const whole = document.createRange();
      whole.selectNodeContents(node);
      const boxes = [...whole.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
      if (boxes.length === 0) continue; // not rendered, or visually hidden (a 1 px clipped box)
      report.texts++;
      const px = parseFloat(style.fontSize) * scaleOf(parent);
      report.smallest = Math.min(report.smallest, px);
      if (px < min - 0.01) report.small.push({ text: text.trim().slice(0, 60), px: Math.round(px * 100) / 100, where: describe(parent) });
      if (parent.closest('svg')) continue; // SVG text never wraps
      for (const match of text.matchAll(new RegExp(`[^\\s${dashes}]+[${dashes}]?|[${dashes}]`, 'g'))) {
        report.words++;
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0.5);
        const lines: number[] = [];
        for (const r of rects) if (!lines.some((top) => Math.abs(top - r.top) < r.height / 2)) lines.push(Math.round(r.top));
        if (lines.length > 1) report.broken.push({ word: match[0], lines, where: describe(parent) });
      }
    }
    return report;
  }, { min: minPx, dashes: options.breakAfterEnDash ? '\\-–' : '\\-' });
}

export interface MeasureOptions {
  /**
   * A line break just after an en dash is a break between two words too ("Kabul–/Punjab", "50.2–/69.1"), as
   * line breaking allows after it as after a hyphen.
   */
  breakAfterEnDash?: boolean;
}

/** The elements inside `root` matching `selector` whose content is wider than their box (clipped or spilling). */
export function overflowingBoxes(root: Locator, selector: string): Promise<string[]> {
  return root.first().evaluate(
    (element, sel) =>
      [...element.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.className}: ${el.scrollWidth} > ${el.clientWidth} (${(el.textContent ?? '').slice(0, 40)})`),
    selector,
  );
}

/** A report's faults as readable lines ([] when every word is whole and every text big enough). */
export const textFaults = (report: TextReport): string[] => [
  ...report.broken.map((b) => `broken "${b.word}" in ${b.where} (lines at ${b.lines.join(', ')})`),
  ...report.small.map((s) => `${s.px}px "${s.text}" in ${s.where}`),
];

/**
 * French punctuation left without its no-break space, as shown inside `root`: a `:` `;` `!` `?` that ends a
 * clause (a space, the end or a closing mark after it) with no U+00A0 or U+202F before it, and « » without one
 * inside. Text is read across elements in document order ("Secteur favori" in one element, ": Politique" in the
 * next); code, form fields and what players typed (chat) are left out. Each fault with a few words around it.
 */
export function unspacedFrenchMarks(root: Locator): Promise<string[]> {
  return root.first().evaluate((element) => {
    // a control named by its aria-label (a replay button's « ») reads as its label, not its glyph
    const skipped = (el: Element | null) => !!el?.closest('code, pre, input, textarea, select, script, style, .chat-lines, button[aria-label], a[aria-label]');
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped(parent)) {
        text += ' ';
        continue;
      }
      if (parent.getClientRects().length === 0 || getComputedStyle(parent).visibility === 'hidden') continue; // not shown
      text += node.textContent ?? '';
    }
    const faults: string[] = [];
    const around = (index: number) => text.slice(Math.max(0, index - 30), index + 10).replace(/\s+/g, ' ');
    for (const match of text.matchAll(/([^\s\u00A0\u202F:;!?])([:;!?]+)(?=$|[\s)\]»”’.,…])/g)) faults.push(`"${match[2]}" in "${around(match.index! + 1)}"`);
    for (const match of text.matchAll(/\s([:;!?]+)(?=$|[\s)\]»”’.,…])/g)) if (!/[\u00A0\u202F]/.test(text[match.index!])) faults.push(`"${match[1]}" after a breaking space in "${around(match.index! + 1)}"`);
    for (const match of text.matchAll(/«(?![\u00A0\u202F])|(?<![\u00A0\u202F])»/g)) faults.push(`"${match[0]}" in "${around(match.index!)}"`);
    return faults;
  });
}

export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/** The visible elements inside `root` matching `selector` whose box is smaller than `min` px either way. */
export function smallTargets(root: Locator, selector: string, min = 24): Promise<SmallTarget[]> {
  return root.first().evaluate(
    (element, { sel, least }) =>
      [...element.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < least - 0.01 || box.height < least - 0.01)
        .map(({ el, box }) => ({
          what: `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').trim().split(/\s+/).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
          width: Math.round(box.width * 10) / 10,
          height: Math.round(box.height * 10) / 10,
        })),
    { sel: selector, least: min },
  );
}
