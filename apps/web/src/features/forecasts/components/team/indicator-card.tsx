import { Badge, Card, Group, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface IndicatorCardProps {
  title: string;
  /** The level in a few words, shown large. */
  level: string;
  color: string;
  reasons: readonly string[];
  precision: { level: string; text: string };
  testId: string;
  children?: ReactNode;
}

/** One indicator of a result: its level, how precise the forecast is, and the reasons in words. */
export function IndicatorCard({ title, level, color, reasons, precision, testId, children }: IndicatorCardProps) {
  const { t } = useTranslation();
  const headingId = `${testId}-title`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" id={headingId} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.4 }}>
            {title}
          </Title>
          <Tooltip label={precision.text} multiline w={260} withArrow>
            <Badge variant="light" color="gray" size="sm" tabIndex={0} style={{ flexShrink: 0 }} data-testid="indicator-precision">
              {t('teamCheck.precision', { value: precision.level })}
            </Badge>
          </Tooltip>
        </Group>
        <Text fz={22} fw={700} c={color} lh={1.25} data-testid="indicator-level">
          {level}
        </Text>
        {children}
        <List size="sm" spacing={6} aria-label={t('teamCheck.reasons', { indicator: title })} data-testid="indicator-reasons">
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
