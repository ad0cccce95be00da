/**
 * Player count and the game's setup options that apply to it (defaults preselected, or the nearest
 * combination the game accepts), with the game's own reason when it refuses the current choice.
 */
import type { GameMeta, SetupData } from '../../games/types';
import { useLocalized, useT } from '../i18n';
import { applicableOptions, choiceFromText, defaultPlayerCount, gameCheck, playerCounts, setupForCount, setupProblem } from '../setup-form';
import { Notice } from './Notice';
import { texts } from '../texts';

export interface SetupChoice {
  numPlayers: number;
  setupData: SetupData;
}

/** The form's first values for a game: its preselected count and what the game accepts for it. */
export function initialSetupChoice(entry: GameMeta): SetupChoice {
  const numPlayers = defaultPlayerCount(entry);
  return { numPlayers, setupData: setupForCount(entry.options, numPlayers, {}, gameCheck(entry)) };
}

/** Whether the game accepts the choice (the create and start buttons wait for it). */
export function isAcceptedChoice(entry: GameMeta, choice: SetupChoice): boolean {
  return setupProblem(entry, entry.options, choice.numPlayers, choice.setupData) === undefined;
}

export function SetupFields({ entry, value, onChange }: { entry: GameMeta; value: SetupChoice; onChange(next: SetupChoice): void }) {
  const t = useT(texts);
  const localized = useLocalized();
  const options = applicableOptions(entry.options, value.numPlayers);
  const problem = setupProblem(entry, entry.options, value.numPlayers, value.setupData);
  const setOption = (id: string, optionValue: SetupData[string]) =>
    onChange({ ...value, setupData: { ...value.setupData, [id]: optionValue } });
  return (
    <>
      <label className="field">
        <span>{t('numPlayers')}</span>
        <select
          data-testid="num-players"
          value={value.numPlayers}
          onChange={(event) => {
            const numPlayers = Number(event.target.value);
            onChange({ numPlayers, setupData: setupForCount(entry.options, numPlayers, value.setupData, gameCheck(entry)) });
          }}
        >
          {playerCounts(entry).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {entry.options.length > 0 && (
        <fieldset className="options">
          <legend>{t('options')}</legend>
          {options.length === 0 && <p className="hint">{t('noOptions')}</p>}
          {options.map((option) =>
            option.kind === 'boolean' ? (
              <label key={option.id} className="field checkbox">
                <input
                  type="checkbox"
                  data-testid={`option-${option.id}`}
                  checked={value.setupData[option.id] === true}
                  onChange={(event) => setOption(option.id, event.target.checked)}
                />
                <span>{localized(option.label)}</span>
              </label>
            ) : (
              <label key={option.id} className="field">
                <span>{localized(option.label)}</span>
                <select
                  data-testid={`option-${option.id}`}
                  value={String(value.setupData[option.id] ?? option.default)}
                  onChange={(event) => {
                    const chosen = choiceFromText(option, event.target.value);
                    if (chosen !== undefined) setOption(option.id, chosen);
                  }}
                >
                  {option.values.map((v) => (
                    <option key={String(v.value)} value={String(v.value)}>
                      {localized(v.label)}
                    </option>
                  ))}
                </select>
              </label>
            ),
          )}
        </fieldset>
      )}
      {problem !== undefined && (
        <Notice kind="warning" testId="setup-problem">
          {t('setupRefused', { reason: problem })}
        </Notice>
      )}
    </>
  );
}
