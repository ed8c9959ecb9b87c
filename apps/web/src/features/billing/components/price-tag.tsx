import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { PriceItem } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../money';
import { periodText } from '../plan-names';

/** A plan's price: the list price struck through, what the owner pays, the discount, and for how long. */
export function PriceTag({ item }: { item: PriceItem }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, item.currency, i18n.language);
  const free = item.discountedPrice === 0;
  return (
    <Group gap={8} align="baseline" wrap="wrap" data-testid="price-tag">
      {item.price > item.discountedPrice && !free ? (
        <Text span c="dimmed" td="line-through" size="sm" data-testid="price-list">
          <VisuallyHidden>{t('billing.price.was')} </VisuallyHidden>
          {money(item.price)}
        </Text>
      ) : null}
      <Text span fw={700} size="xl" data-testid="price-now">
        {free ? t('billing.price.free') : money(item.discountedPrice)}
      </Text>
      <Text span size="sm" c="dimmed">
        {periodText(t, item.period, item.renews)}
      </Text>
      {item.discountPercent > 0 ? (
        <Badge color="red" variant="light" data-testid="price-discount">
          −{item.discountPercent}%
        </Badge>
      ) : null}
    </Group>
  );
}
