import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PairCompatibilityView } from '@teamcast/contract';
import { reasonLabel, type Locale } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import type { PairPerson } from './pair-people';
import { usePeopleNames } from './pair-people-names';
import type { PairRelation } from './pair-relation';

type Reason = PairCompatibilityView['work']['reasons'][number];

interface PairReasonsProps {
  compatibility: PairCompatibilityView;
  relation: PairRelation;
  people: readonly [PairPerson, PairPerson];
  locale: Locale;
}

/**
 * The reasons of the score shown, largest first, in the narrative's words: what moves the score, whose
 * traits carry it and by how many points. A trait is not put down by name to a person whose details
 * the owner may not see.
 */
export function PairReasons({ compatibility, relation, people, locale }: PairReasonsProps) {
  const { t } = useTranslation();
  const names = usePeopleNames(people);
  const reasons = (relation !== 'work' && compatibility.love ? compatibility.love : compatibility.work).reasons;
  const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

  const carrier = (reason: Reason) => {
    if (reason.who === 'both') return t('pairCheck.result.reasons.both');
    const index = reason.who === 'first' ? 0 : 1;
    return people[index].detailsHidden ? t('pairCheck.result.reasons.hidden') : t('pairCheck.result.reasons.mainly', { name: names[index] });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pair-reasons-title" data-testid="pair-reasons">
      <Title order={3} size="h4" mb="sm" id="pair-reasons-title">
        {t('pairCheck.result.reasons.title')}
      </Title>
      {reasons.length === 0 ? (
        <Text size="sm">{t('pairCheck.result.reasons.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {reasons.map((reason, index) => {
            const up = reason.effect === 'up';
            const amount = points.format(Math.abs(reason.points));
            return (
              <Group key={`${index}-${reason.code}`} component="li" justify="space-between" wrap="nowrap" gap="md" data-testid="pair-reason">
                <Group gap="sm" wrap="nowrap">
                  <Text c={up ? 'teal' : 'red'} fw={700} aria-hidden="true">
                    {up ? '▲' : '▼'}
                  </Text>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {reasonLabel(reason, locale) ?? t('pairCheck.result.reasons.unknown')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {carrier(reason)}
                    </Text>
                  </Stack>
                </Group>
                <Badge variant="light" color={up ? 'teal' : 'red'} style={{ flexShrink: 0 }}>
                  <span aria-hidden="true">{`${up ? '+' : '−'}${amount}`}</span>
                  <VisuallyHidden>{up ? t('pairCheck.result.reasons.up', { points: amount }) : t('pairCheck.result.reasons.down', { points: amount })}</VisuallyHidden>
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
