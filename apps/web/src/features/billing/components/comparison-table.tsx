import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { FeatureTier } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { comparisonRows, comparisonTiers, teamRange, tierOpensRow, type ComparisonRow } from '../comparison';
import { tierNames } from '../plan-names';

interface ComparisonTableProps {
  /** The tier the owner has now, marked in its column. */
  current?: FeatureTier;
  onChoose: () => void;
}

/** The comparison of subscriptions: a table of what each tier opens, with the team counts it sells. */
export function ComparisonTable({ current, onChoose }: ComparisonTableProps) {
  const { t } = useTranslation();
  const cell = (tier: FeatureTier, row: ComparisonRow) => {
    if (!tierOpensRow(tier, row)) {
      return (
        <Text span c="dimmed">
          <span aria-hidden="true">—</span>
          <VisuallyHidden>{t('billing.compare.no')}</VisuallyHidden>
        </Text>
      );
    }
    const range = 'teams' in row ? teamRange(tier) : null;
    return (
      <Text span c="teal.8" fw={600}>
        <span aria-hidden="true">✓</span>
        <VisuallyHidden>{t('billing.compare.yes')}</VisuallyHidden>
        {range ? (
          <Text span size="xs" c="dimmed" fw={400} display="block">
            {range.min === range.max ? t('billing.teams', { count: range.max }) : t('billing.compare.teamRange', { min: range.min, max: range.max })}
          </Text>
        ) : null}
      </Text>
    );
  };
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder withColumnBorders striped verticalSpacing="xs" data-testid="comparison-table">
          <caption style={{ captionSide: 'top', textAlign: 'start', paddingBottom: 8 }}>
            <Text size="sm" c="dimmed" span>
              {t('ownerHelp.plans.intro')}
            </Text>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('billing.compare.feature')}</Table.Th>
              {comparisonTiers.map((tier) => (
                <Table.Th key={tier} scope="col" data-tier={tier} aria-current={tier === current ? 'true' : undefined} style={{ textAlign: 'center' }}>
                  <Stack gap={2} align="center">
                    <span>{t(tierNames[tier])}</span>
                    {tier === current ? (
                      <Text span size="xs" c="teal.8" fw={500}>
                        {t('ownerHelp.plans.yours')}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {comparisonRows.map((row) => (
              <Table.Tr key={row.id} data-row={row.id}>
                <Table.Th scope="row" fw={500}>
                  {t(row.label)}
                </Table.Th>
                {comparisonTiers.map((tier) => (
                  <Table.Td key={tier} data-tier={tier} data-open={tierOpensRow(tier, row)} style={{ textAlign: 'center' }}>
                    {cell(tier, row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button onClick={onChoose}>{t('billing.compare.choose')}</Button>
      </Group>
    </Stack>
  );
}
