import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** What each tool of the owner menu does, in a few words. */
export function openInfoDialog(t: TFunction) {
  const tools = t('owner.info.tools', { returnObjects: true }) as unknown as string[];
  modals.open({
    title: t('owner.info.title'),
    size: 'lg',
    children: (
      <Stack gap="sm">
        <Text>{t('owner.info.text')}</Text>
        <List spacing="xs">
          {tools.map((tool) => (
            <List.Item key={tool}>{tool}</List.Item>
          ))}
        </List>
      </Stack>
    ),
  });
}
