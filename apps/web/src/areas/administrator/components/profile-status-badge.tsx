import { Badge } from '@mantine/core';
import type { AdminProfile } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { profileStatusKeys } from './administration-labels';

const colors: Record<AdminProfile['status'], string> = {
  empty: 'gray',
  deleted: 'dark',
  skipped: 'yellow',
  approved: 'teal',
  completed: 'blue',
  estimated: 'indigo',
  suspicious: 'red',
};

export function ProfileStatusBadge({ status }: { status: AdminProfile['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" styles={{ label: { overflow: 'visible' } }} data-testid="profile-status" data-status={status}>
      {t(profileStatusKeys[status])}
    </Badge>
  );
}
