import { Badge, VisuallyHidden } from '@mantine/core';
import type { MoodBand } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { moodColors, moodLabels } from './mood-colors';

/** A member's mood in its band's colour, named in words so that it never rests on the colour alone. */
export function MoodBadge({ condition }: { condition: MoodBand | 'unclear' }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" color={moodColors[condition]} autoContrast variant="filled" radius="sm" data-mood={condition} data-testid="mood-badge">
      <VisuallyHidden>{t('simulatorInsights.mood.label')} </VisuallyHidden>
      {t(moodLabels[condition])}
    </Badge>
  );
}
