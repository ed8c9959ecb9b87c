import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Creation dates from and to, each a whole day; either may stay empty. */
export function DateRangeFilter({
  from,
  to,
  onChange,
  testId,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        type="date"
        label={t('administration.filters.createdFrom')}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value, to })}
        data-testid={`${testId}-from`}
      />
      <TextInput
        type="date"
        label={t('administration.filters.createdTo')}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange({ from, to: event.currentTarget.value })}
        data-testid={`${testId}-to`}
      />
    </Group>
  );
}
