/**
 * One game's rules as a page: a table of contents by section, then every section with its paragraphs and
 * rules; each rule's element has the rule id as its id (the anchor the log and the code's citations link to).
 */
import { useMemo } from 'react';
import { inlineText, ruleIdsOf, type Block, type Inline, type RulesDocument, type Table } from '../../games/rules-reference';
import { useT } from '../i18n';
import { routeHash } from '../routes';
import { InlineText } from './InlineText';
import { rulesTexts } from './rules-texts';

interface Props {
  document: RulesDocument;
  game: string;
  /** The rule the route names: highlighted. */
  highlight?: string;
}

export function RulesView({ document, game, highlight }: Props) {
  const t = useT(rulesTexts);
  const known = useMemo(() => new Set(ruleIdsOf(document)), [document]);
  return (
    <div className="rules-reference" data-testid="rules-reference">
      {document.sections.length > 0 && (
        <nav className="rules-toc panel" aria-label={t('contents')}>
          <h2>{t('contents')}</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.slug} className={`toc-level-${section.level}`}>
                <a
                  href={routeHash({ name: 'rules', game, rule: firstRuleOf(section.blocks) })}
                  onClick={(event) => {
                    // The address's hash is the route: scroll without changing it.
                    event.preventDefault();
                    window.document.getElementById(section.slug)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  }}
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="rules-text">
        <Blocks blocks={document.intro} game={game} known={known} highlight={highlight} />
        {document.sections.map((section) => {
          const Heading = section.level <= 2 ? 'h2' : 'h3';
          return (
            <section key={section.slug} aria-labelledby={section.slug} className="rules-section">
              <Heading id={section.slug}>{section.heading}</Heading>
              <Blocks blocks={section.blocks} game={game} known={known} highlight={highlight} />
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** A section's first rule: where its contents entry leads when opened elsewhere (a new tab). */
function firstRuleOf(blocks: readonly Block[]): string | undefined {
  for (const block of blocks) if (block.kind === 'rule') return block.rule.id;
  return undefined;
}

/**
 * A table of the rules (measured figures, costs), in a box of its own that scrolls sideways on a narrow screen
 * rather than the page; focusable, so that a keyboard can scroll it too.
 */
function RulesTable({ table, game, known }: { table: Table; game: string; known: ReadonlySet<string> }) {
  const t = useT(rulesTexts);
  const cell = (tokens: Inline[]) => <InlineText tokens={tokens} game={game} known={known} />;
  return (
    <div className="rules-table" role="region" aria-label={t('table', { columns: table.head.map(inlineText).join(', ') })} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {table.head.map((tokens, j) => (
              <th key={j} scope="col">
                {cell(tokens)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((tokens, j) => (
                <td key={j}>{cell(tokens)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Blocks({ blocks, game, known, highlight }: { blocks: readonly Block[]; game: string; known: ReadonlySet<string>; highlight?: string }) {
  const t = useT(rulesTexts);
  return (
    <>
      {blocks.map((block, i) => {
        if (block.kind === 'paragraph')
          return (
            <p key={i}>
              <InlineText tokens={block.text} game={game} known={known} />
            </p>
          );
        if (block.kind === 'table') return <RulesTable key={i} table={block.table} game={game} known={known} />;
        const { rule } = block;
        const highlighted = highlight !== undefined && rule.ids.includes(highlight);
        const classes = ['rule', rule.nested && 'rule-nested', highlighted && 'rule-highlighted'].filter(Boolean).join(' ');
        return (
          <div key={rule.id} id={rule.id} className={classes} aria-current={highlighted ? 'true' : undefined}>
            {rule.ids.slice(1).map((alias) => (
              <span key={alias} id={alias} className="rule-alias" />
            ))}
            <a className="rule-id" href={routeHash({ name: 'rules', game, rule: rule.id })} aria-label={t('ruleAnchor', { rule: rule.ids.join(', ') })}>
              {rule.ids.join(' / ')}
            </a>{' '}
            <span className="rule-text">
              <InlineText tokens={rule.text} game={game} known={known} />
            </span>
            {rule.items.length > 0 && (
              <ul>
                {rule.items.map((item, j) => (
                  <li key={j}>
                    <InlineText tokens={item} game={game} known={known} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </>
  );
}
