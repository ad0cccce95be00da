/**
 * A compact text notation for proposals, close to how players speak them (RP-TRADE-4):
 *   "2 goths and 1 shipbuilding", "2 arts or 3 people", "1 metal and 2 other",
 *   "seek 1 vikings", "offer 2 goths".
 * Parsing gives unchecked data, as a player might say it; `checkBundle` / `checkProposal` judge it.
 * A comma lists a further term ("1 goths, 1 vikings and 1 huns"); "but not X" adds an exclusion.
 */
import type { Bundle, Proposal } from './types';

function parseTerm(text: string): Record<string, unknown> {
  const match = /^(\S+)\s+(\S+)(?:\s+but not\s+(\S+))?$/.exec(text.trim());
  if (!match) return { count: Number.NaN, type: text.trim() };
  const term: Record<string, unknown> = { count: Number(match[1]), type: match[2] };
  if (match[3]) term.except = match[3];
  return term;
}

/** "2 goths and 1 shipbuilding" → { join: 'and', terms: [...] } (unchecked). */
export function parseBundle(text: string): unknown {
  const join = / or /.test(text) ? 'or' : 'and';
  const parts = text.split(/,| and | or /).map((part) => part.trim()).filter(Boolean);
  return { join, terms: parts.map(parseTerm) };
}

/** "seek 1 vikings" or "offer 2 goths"; "seek 1 huns; offer 1 goths" mixes both forms (unchecked). */
export function parseProposal(text: string): unknown {
  const proposal: Record<string, unknown> = {};
  for (const clause of text.split(';')) {
    const match = /^\s*(seek|offer)\s+(.*)$/.exec(clause);
    if (!match) return { said: clause.trim() };
    proposal[match[1]] = parseBundle(match[2]);
  }
  return proposal;
}

export function formatBundle(bundle: Bundle): string {
  return bundle.terms.map((term) => `${term.count} ${term.type}`).join(` ${bundle.join} `);
}

export function formatProposal(proposal: Proposal): string {
  return 'seek' in proposal ? `seek ${formatBundle(proposal.seek)}` : `offer ${formatBundle(proposal.offer)}`;
}
