import { Badge } from '@mantine/core';
import type { EstimationStatus } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { statusColors, statusLabels } from './estimation-labels';

export function StatusBadge({ status }: { status: EstimationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[status]} variant="light" data-testid="estimation-status">
      {t(statusLabels[status])}
    </Badge>
  );
}
