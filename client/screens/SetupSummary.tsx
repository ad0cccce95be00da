/** The options a match was created with, in words ("Options: Nocturnus: Yes"). */
import type { GameMeta } from '../../games/types';
import { resolveSetupData } from '../../games/setup-options';
import { useLocalized, useT } from '../i18n';
import { applicableOptions } from '../setup-form';
import { texts } from '../texts';

export function SetupSummary({ entry, setupData, numPlayers }: { entry: GameMeta; setupData: unknown; numPlayers: number }) {
  const t = useT(texts);
  const localized = useLocalized();
  const options = applicableOptions(entry.options, numPlayers);
  if (options.length === 0) return null;
  const data = resolveSetupData(entry.options, typeof setupData === 'object' && setupData !== null ? (setupData as Record<string, never>) : undefined, numPlayers);
  const parts = options.map((option) => {
    const value = data[option.id];
    const shown =
      option.kind === 'boolean'
        ? value === true
          ? t('yes')
          : t('no')
        : localized(option.values.find((v) => v.value === value)?.label ?? { en: String(value), fr: String(value) });
    return t('optionShown', { option: localized(option.label), value: shown });
  });
  return <p className="hint">{t('setupUsed', { options: parts.join(' · ') })}</p>;
}
