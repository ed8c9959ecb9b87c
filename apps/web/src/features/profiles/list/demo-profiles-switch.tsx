import { Switch } from '@mantine/core';
import type { OwnerArea } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useDemoProfilesHidden, useSetDemoProfilesHidden } from '../api/demo-profiles-setting';

/** Shows or hides the demo specialists a new owner starts with, in this list and in the team pickers. */
export function DemoProfilesSwitch({ area }: { area: OwnerArea }) {
  const { t } = useTranslation();
  const hidden = useDemoProfilesHidden(area);
  const setHidden = useSetDemoProfilesHidden(area);
  // While a change is on its way the switch shows where it is going.
  const shown = setHidden.isPending ? !setHidden.variables : hidden.data === false;
  return (
    <Switch
      size="sm"
      label={t('demoProfiles.show')}
      description={t('demoProfiles.showHint')}
      checked={shown}
      disabled={hidden.isPending || setHidden.isPending}
      onChange={(event) => setHidden.mutate(!event.currentTarget.checked)}
      data-testid="demo-profiles-switch"
    />
  );
}
