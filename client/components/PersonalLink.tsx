/** The seat's own personal link, to open it on another device, with what it gives to whoever has it. */
import { correspondenceTexts } from '../correspondence-texts';
import { useT } from '../i18n';
import type { StoredMatch } from '../my-matches';
import { personalLinkOf } from '../personal-link';
import { CopyLink } from './CopyLink';

export function PersonalLink({ seat }: { seat: StoredMatch }) {
  const tc = useT(correspondenceTexts);
  return (
    <section className="panel personal-link" aria-labelledby="personal-link-title">
      <h2 id="personal-link-title">{tc('personalLink')}</h2>
      <p className="notice notice-warning">{tc('personalLinkWarning')}</p>
      <CopyLink url={personalLinkOf(window.location.href, seat)} testId="personal-link" label={tc('personalLink')} copyLabel={tc('copyPersonalLink')} />
    </section>
  );
}
