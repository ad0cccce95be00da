/**
 * A match's webhook: one line in its Discord or Slack channel saying who must play, in English. The body
 * carries the line twice, as Discord reads it (`content`) and as Slack does (`text`), each escaped for its
 * own markup, so a player's name can neither format the line nor mention anyone.
 */
import type { NoticeKind } from './seat-texts';

export interface WebhookLine {
  kind: NoticeKind;
  game: string;
  /** Names of the seats that must act; for kind `left`, of the player who left. */
  names: readonly string[];
  /** The match without credentials. */
  matchLink: string;
  /** Kind `reminder`: when the turn is due, written out with its time zone (due-time.ts). */
  due?: string;
}

export interface WebhookBody {
  content: string;
  text: string;
  /** Discord: ping no one, whatever the line says. */
  allowed_mentions: { parse: [] };
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function sentence({ kind, game, names, due }: Pick<WebhookLine, 'kind' | 'game' | 'names' | 'due'>): string {
  const who = listOf(names);
  if (kind === 'turn') return `${game}: it's ${who}'s turn.`;
  if (kind === 'reminder' && due) return `${game}: reminder, it's still ${who}'s turn (half of the time for it has passed; it is due ${due}).`;
  if (kind === 'reminder') return `${game}: reminder, it's still ${who}'s turn (half of the time for it has passed).`;
  if (kind === 'left') return `${game}: ${who} left the match; a bot plays their seat until someone takes it through the invite link.`;
  return `${game}: ${who} ran out of time, so a bot played for ${names.length === 1 ? 'them' : 'each of them'}.`;
}

/** One line of text: a name's line breaks and control characters would break the message's layout. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/** Markdown, links, mentions and emoji made literal: Discord shows any ASCII punctuation after a backslash as is. */
const escapeDiscord = (value: string) => value.replace(/[!-\/:-@\[-`{-~]/g, (character) => `\\${character}`);
/** Slack's three control characters (links, mentions). */
const escapeSlack = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function webhookBody({ kind, game, names, matchLink, due }: WebhookLine): WebhookBody {
  const plain = names.map(oneLine);
  const line = (escape: (value: string) => string) => sentence({ kind, game: escape(game), names: plain.map(escape), due: due && escape(due) });
  // `<url>`: a link in both; Discord then shows no preview under each notice.
  return {
    content: `${line(escapeDiscord)}\n<${matchLink}>`,
    text: `${line(escapeSlack)}\n<${matchLink}>`,
    allowed_mentions: { parse: [] },
  };
}
