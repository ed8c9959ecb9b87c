import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PriceItem, PriceList, Subscription } from '@teamcast/contract';
import { accessGrantingStatuses, type FeatureTier } from '@teamcast/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { comparisonTiers } from '../comparison';
import { planName, tierNames, tierOpens } from '../plan-names';
import { PriceTag } from './price-tag';

export interface PlanCatalogueProps {
  prices: PriceList;
  current: Subscription | null;
  /** The tier the dialog was opened for, marked among the cards. */
  highlight?: FeatureTier;
  /** True: the monthly plans; false: the weekly ones (spec section 3, monthTariffPlan). */
  monthTariffPlan: boolean;
  onMonthTariffPlan: (monthly: boolean) => void;
  onChoose: (item: PriceItem) => void;
  onDemo: (item: PriceItem) => void;
  /** The request running, if any: every button waits for it. */
  busy: string | null;
}

const isCurrent = (item: PriceItem, current: Subscription | null) =>
  current !== null && current.subscribe === item.subscription && accessGrantingStatuses.includes(current.status);

/**
 * The plans on sale as cards, one per tier: the monthly or weekly price, the number of teams for the
 * tiers sold for several, the tier's 3-day trial beside it, and the bonus offer with its seats left.
 */
export function PlanCatalogue(props: PlanCatalogueProps) {
  const { t } = useTranslation();
  const { prices, monthTariffPlan, onMonthTariffPlan } = props;
  const unit = monthTariffPlan ? 'month' : 'week';
  const recurring = prices.items.filter((item) => item.offer === 'recurring' && item.period.unit === unit);
  const tiers = comparisonTiers.filter((tier) => recurring.some((item) => item.tier === tier));
  const bonus = prices.items.filter((item) => item.offer === 'bonus');
  return (
    <Stack gap="md" data-testid="plan-catalogue">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={3} size="h4">
          {t('billing.plans.title')}
        </Title>
        <SegmentedControl
          aria-label={t('billing.plans.period')}
          value={unit}
          onChange={(value) => onMonthTariffPlan(value === 'month')}
          data={[
            { value: 'month', label: t('billing.plans.monthly') },
            { value: 'week', label: t('billing.plans.weekly') },
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: tiers.length }} spacing="sm">
        {tiers.map((tier) => (
          <TierCard
            key={`${tier}-${unit}`}
            {...props}
            tier={tier}
            items={recurring.filter((item) => item.tier === tier).sort((a, b) => a.teams - b.teams)}
            demo={prices.items.find((item) => item.offer === 'demo' && item.tier === tier)}
          />
        ))}
      </SimpleGrid>
      {bonus.map((item) => (
        <BonusCard key={item.subscription} {...props} item={item} />
      ))}
    </Stack>
  );
}

interface TierCardProps extends PlanCatalogueProps {
  tier: FeatureTier;
  items: PriceItem[];
  demo: PriceItem | undefined;
}

function TierCard({ tier, items, demo, current, highlight, onChoose, onDemo, busy }: TierCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const currentTeams = items.find((item) => isCurrent(item, current))?.teams;
  const [teams, setTeams] = useState(String(currentTeams ?? items[0]?.teams ?? 0));
  const item = items.find((each) => String(each.teams) === teams) ?? items[0];
  if (!item) return null;
  const yours = isCurrent(item, current);
  const marked = tier === highlight;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      aria-current={marked ? 'true' : undefined}
      withBorder
      radius="md"
      p="md"
      data-testid={`plan-${tier}`}
      style={marked ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Title order={4} size="h5" id={headingId}>
              {t(tierNames[tier])}
            </Title>
            {yours ? (
              <Badge color="teal" variant="light">
                {t('billing.plans.yours')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t(tierOpens[tier])}
          </Text>
          {items.length > 1 ? (
            <SegmentedControl
              size="xs"
              fullWidth
              aria-label={t('billing.plans.teams')}
              value={teams}
              onChange={setTeams}
              data={items.map((each) => ({ value: String(each.teams), label: String(each.teams) }))}
            />
          ) : null}
          {items.length > 1 ? (
            <Text size="xs" c="dimmed">
              {t('billing.teams', { count: item.teams })}
            </Text>
          ) : null}
          <PriceTag item={item} />
          {item.description ? (
            <Text size="xs" c="dimmed">
              {item.description}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={6}>
          <Button
            onClick={() => onChoose(item)}
            disabled={yours || busy !== null}
          >
            {yours ? t('billing.plans.yours') : t('billing.plans.subscribe')}
          </Button>
          {demo ? <DemoAction demo={demo} onDemo={onDemo} busy={busy} /> : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

function DemoAction({ demo, onDemo, busy }: { demo: PriceItem; onDemo: (item: PriceItem) => void; busy: string | null }) {
  const { t } = useTranslation();
  if (!demo.available) {
    return (
      <Text size="xs" c="dimmed" ta="center">
        {t('billing.plans.demoUsed')}
      </Text>
    );
  }
  if (demo.seatsLeft === 0) {
    return (
      <Text size="xs" c="dimmed" ta="center">
        {t('billing.plans.soldOut')}
      </Text>
    );
  }
  return (
    <Button
      variant="light"
      h="auto"
      mih={36}
      py={6}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
      onClick={() => onDemo(demo)} loading={busy === `demo-${demo.subscription}`} disabled={busy !== null} data-testid={`demo-${demo.subscription}`}>
      {t('billing.plans.demo', { count: demo.period.unit === 'day' ? demo.period.count : demo.period.count * 7 })}
    </Button>
  );
}

function BonusCard({ item, current, onChoose, busy }: PlanCatalogueProps & { item: PriceItem }) {
  const { t } = useTranslation();
  const headingId = useId();
  const yours = isCurrent(item, current);
  const soldOut = item.seatsLeft === 0;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md" bg="var(--mantine-color-yellow-light)" data-testid="plan-bonus">
      <Group justify="space-between" wrap="wrap" gap="sm" align="center">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={4} size="h5" id={headingId}>
              {planName(t, item.subscription)}
            </Title>
            {item.seatsLeft !== null ? (
              <Badge color={soldOut ? 'gray' : 'orange'} variant="light" data-testid="bonus-seats">
                {soldOut ? t('billing.plans.soldOut') : t('billing.plans.seatsLeft', { count: item.seatsLeft })}
              </Badge>
            ) : null}
          </Group>
          {item.description ? (
            <Text size="sm" c="dimmed">
              {item.description}
            </Text>
          ) : null}
          <PriceTag item={item} />
        </Stack>
        <Button onClick={() => onChoose(item)} disabled={yours || soldOut || busy !== null}>
          {yours ? t('billing.plans.yours') : t('billing.plans.buy')}
        </Button>
      </Group>
    </Paper>
  );
}
