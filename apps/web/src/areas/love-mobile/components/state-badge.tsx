import type { ProfileState } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import classes from './love-mobile.module.css';

const stateKeys: Record<ProfileState, string> = {
  ack_q: 'profiles.state.ackQ',
  answered: 'profiles.state.answered',
  ack_a: 'profiles.state.ackA',
  deleted: 'profiles.state.deleted',
  delete_keep: 'profiles.state.deleted',
};

/**
 * Where a questionnaire stands, in colours that keep its small text readable (Mantine's light badges
 * read at 4.3:1 in teal and under 3:1 in yellow).
 */
export function StateBadge({ state }: { state: ProfileState }) {
  const { t } = useTranslation();
  return (
    <span className={classes.state} data-state={state} data-testid="profile-state">
      {t(stateKeys[state])}
    </span>
  );
}
