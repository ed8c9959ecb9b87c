import type { FlameProfile } from '@teamcast/contract';
import { BIG_FIVE_DOMAINS, flameDomainNames, type Locale } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import classes from './shared-result.module.css';

interface TraitBarsProps {
  readonly profile: FlameProfile;
  readonly locale: Locale;
  /** Which of the two the bars are of: each has a colour of their own. */
  readonly tone: 'first' | 'second';
}

/**
 * A person's five traits as bars of where they stand among people (percentiles). The bars are a picture
 * of the words beside them: each row says the same in text, so nothing rests on seeing the bar.
 */
export function TraitBars({ profile, locale, tone }: TraitBarsProps) {
  const { t } = useTranslation();
  return (
    <dl className={classes.traits} data-testid="shared-traits">
      {BIG_FIVE_DOMAINS.map((domain) => {
        const { percentile } = profile[domain];
        return (
          <div key={domain} className={classes.trait} data-testid="shared-trait">
            <dt className={classes.traitName}>{flameDomainNames[locale][domain]}</dt>
            <dd className={classes.traitValue}>{t('love.sharedResult.percentile', { percent: percentile })}</dd>
            <dd className={classes.bar} aria-hidden="true" data-tone={tone}>
              <span className={classes.barFill} style={{ width: `${percentile}%` }} />
              <span className={classes.barMiddle} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
