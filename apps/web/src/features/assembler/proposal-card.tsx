import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AssemblyResultView } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { yearFormatter, type YearPart } from '../analyses';
import { useLocale } from '../../shared/i18n/use-locale';
import { goodReasons, orientationAspects, reasonTexts, shortfallTexts, type AssemblyReason, type AssemblyShortfall } from './assembly-texts';
import { Sparkline } from './sparkline';

type Proposal = AssemblyResultView['proposals'][number];

const figureLabels = {
  score: 'assembler.figures.score',
  power: 'assembler.figures.power',
  cohesion: 'assembler.figures.cohesion',
  microclimate: 'assembler.figures.microclimate',
} as const satisfies Record<YearPart, string>;

const CHARTS = [
  { key: 'power', color: 'var(--mantine-color-blue-6)', domain: undefined },
  { key: 'cohesion', color: 'var(--mantine-color-teal-6)', domain: [0, 1] },
  { key: 'microclimate', color: 'var(--mantine-color-orange-6)', domain: [-100, 100] },
] as const;

interface ProposalCardProps {
  proposal: Proposal;
  rank: number;
  result: AssemblyResultView;
  nameOf: (id: string) => string;
  opening: boolean;
  onOpen: () => void;
}

/** One proposed team: who, its year in figures and small charts, why it ranks where it does, and the way into the simulator. */
export function ProposalCard({ proposal, rank, result, nameOf, opening, onOpen }: ProposalCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = yearFormatter(locale);
  const reasonText = useReasonText(result, nameOf, locale);
  const headingId = `proposal-${rank}`;
  const reasons = tellable(proposal.reasons);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId} data-testid="proposal">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {t('assembler.proposal.rank', { rank })}
          </Title>
          <Text fw={600} data-testid="proposal-score">
            {t('assembler.figures.score')}: {format.value('score', proposal.year.score)}
          </Text>
        </Group>
        <Group gap={6} wrap="wrap" aria-label={t('assembler.proposal.members')} role="list">
          {proposal.memberIds.map((id) => (
            <Badge key={id} role="listitem" variant={id === proposal.leadId ? 'filled' : 'light'} size="lg" tt="none" data-testid="proposal-member">
              {nameOf(id)}
              {id === proposal.leadId ? ` · ${t('assembler.proposal.lead')}` : ''}
            </Badge>
          ))}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {CHARTS.map((chart) => (
            <Stack key={chart.key} gap={2}>
              <Text size="sm">
                {t(figureLabels[chart.key])}: <b>{format.value(chart.key, proposal.year[chart.key])}</b>
              </Text>
              <Sparkline values={proposal.days[chart.key]} color={chart.color} domain={chart.domain} />
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('assembler.proposal.chartNote')}
        </Text>
        {reasons.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('assembler.proposal.why')}
            </Text>
            <List size="sm" spacing={2} data-testid="proposal-reasons">
              {reasons.map((reason, index) => (
                <List.Item key={`${reason.code}-${index}`}>
                  <Text span size="sm" c={goodReasons.has(reason.code) ? 'teal.8' : 'red.8'} fw={500}>
                    {goodReasons.has(reason.code) ? '+ ' : '− '}
                  </Text>
                  {reasonText(reason)}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {proposal.shortfall && proposal.shortfall.length > 0 ? (
          <Shortfall shortfall={proposal.shortfall} above={rank - 1} nameOf={nameOf} locale={locale} />
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onOpen} loading={opening} data-testid="proposal-open">
            {t('assembler.proposal.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const samePeople = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** In a team of two the one pair is both the best and the worst: it is told once, as the best. */
function tellable(reasons: readonly AssemblyReason[]): AssemblyReason[] {
  const best = reasons.find((reason) => reason.code === 'best_pair');
  return reasons.filter((reason) => !(reason.code === 'worst_pair' && best && samePeople(reason.actorIds, best.actorIds)));
}

function useReasonText(result: AssemblyResultView, nameOf: (id: string) => string, locale: Locale) {
  const { t } = useTranslation();
  const number = (value: number, digits: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  return (reason: AssemblyReason): string => {
    const names = reason.actorIds.map(nameOf).join(', ');
    const size = Math.abs(reason.value);
    const value = (() => {
      switch (reason.code) {
        case 'strong_power':
        case 'weak_power':
          return number(size, 2);
        case 'high_cohesion':
        case 'low_cohesion':
          return number(size * 100, 1);
        case 'warm_microclimate':
        case 'cold_microclimate':
          return number(size, 1);
        case 'fits_orientation':
        case 'misses_orientation':
          return number(size * 100, 0);
        default:
          return number(size, 0);
      }
    })();
    return t(reasonTexts[reason.code], { names, value, count: reason.actorIds.length, aspect: t(orientationAspects[result.orientation]) });
  };
}

function Shortfall({ shortfall, above, nameOf, locale }: { shortfall: readonly AssemblyShortfall[]; above: number; nameOf: (id: string) => string; locale: Locale }) {
  const { t } = useTranslation();
  const format = yearFormatter(locale);
  const [first] = shortfall;
  const parts = shortfall.map((item) => t(shortfallTexts[item.indicator], { value: format.amount(item.indicator === 'fit' ? 'cohesion' : item.indicator, item.difference) }));
  return (
    <Stack gap={2} data-testid="proposal-shortfall">
      <Text size="sm" fw={600}>
        {t('assembler.shortfall.title', { rank: above })}
      </Text>
      <Text size="sm">{parts.join('; ')}</Text>
      {first && first.missing.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('assembler.shortfall.people', { missing: first.missing.map(nameOf).join(', '), instead: first.instead.map(nameOf).join(', '), rank: above })}
        </Text>
      ) : null}
    </Stack>
  );
}
