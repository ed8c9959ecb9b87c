import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { featureAccess, type GatedFeature, type OwnerTool } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { usePlans } from './plans-dialog';
import { IconLock, tierNames, toolNames, toolTexts } from './tool-access';

interface ToolLockProps {
  /** The feature the plan does not open, by the server's name (as in a 403 `feature_unavailable`). */
  feature: GatedFeature;
  /** The tool it belongs to, to name it. */
  tool?: OwnerTool;
}

/**
 * What a page shows in place of a tool the owner's plan does not open: the lock, what the tool does,
 * the tier that opens it, and the way to the plans.
 */
export function ToolLock({ feature, tool }: ToolLockProps) {
  const { t } = useTranslation();
  const plans = usePlans();
  const { tier } = featureAccess[feature];
  const reason = t('ownerHelp.lock.reason', { tier: t(tierNames[tier]) });
  return (
    <Paper withBorder radius="md" p="xl" maw={640} data-testid="tool-lock" data-feature={feature}>
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="gray" size="lg" radius="xl" aria-hidden="true">
            <IconLock />
          </ThemeIcon>
          <Title order={2} size="h3">
            {tool ? t('ownerHelp.lock.title', { tool: t(toolNames[tool]) }) : reason}
          </Title>
        </Group>
        {tool ? <Text>{t(toolTexts[tool])}</Text> : null}
        {tool ? <Text fw={500}>{reason}</Text> : null}
        <Text c="dimmed">{t('ownerHelp.lock.text')}</Text>
        <Button leftSection={<IconLock />} onClick={() => plans.open({ tool, tier })}>
          {t('ownerHelp.lock.action')}
        </Button>
      </Stack>
    </Paper>
  );
}
