import { Switch } from '@mantine/core';
import type { OwnerArea } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemoProfilesHidden, useSetDemoProfilesHidden } from '../api/demo-profiles-setting';

/** Shows or hides the demo specialists a new owner starts with, in this list and in the team pickers. */
export function DemoProfilesSwitch({ area }: { area: OwnerArea }) {
  const { t } = useTranslation();
  const hidden = useDemoProfilesHidden(area);
  const setHidden = useSetDemoProfilesHidden(area);
  // While a change is on its way the switch shows where it is going, from the click itself: the
  // mutation's own pending state arrives a tick later, and the switch would flick back meanwhile.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const shown = wanted ?? hidden.data === false;
  return (
    <Switch
      size="sm"
      label={t('demoProfiles.show')}
      description={t('demoProfiles.showHint')}
      checked={shown}
      disabled={hidden.isPending || wanted !== null}
      onChange={(event) => {
        const show = event.currentTarget.checked;
        setWanted(show);
        setHidden.mutate(!show, { onSettled: () => setWanted(null) });
      }}
      data-testid="demo-profiles-switch"
    />
  );
}
