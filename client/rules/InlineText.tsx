/** Inline markdown tokens (games/rules-reference.ts) as React elements: text stays text, never markup. */
import type { Inline } from '../../games/rules-reference';
import { routeHash } from '../routes';

interface Props {
  tokens: readonly Inline[];
  game: string;
  /** The ids this document defines: a mention of one links to it, any other id stays text. */
  known: ReadonlySet<string>;
}

export function InlineText({ tokens, game, known }: Props) {
  return (
    <>
      {tokens.map((token, i) => {
        switch (token.kind) {
          case 'text':
            return token.text;
          case 'code':
            return <code key={i}>{token.text}</code>;
          case 'strong':
            return (
              <strong key={i}>
                <InlineText tokens={token.children} game={game} known={known} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <InlineText tokens={token.children} game={game} known={known} />
              </em>
            );
          case 'rule-ref':
            return known.has(token.id) ? (
              <a key={i} className="rule-ref" href={routeHash({ name: 'rules', game, rule: token.id })}>
                {token.id}
              </a>
            ) : (
              token.id
            );
        }
      })}
    </>
  );
}
