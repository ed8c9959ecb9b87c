import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A link to hand on: shown whole, selectable, with a copy button that says (also to screen
 * readers) when it has copied.
 */
export function CopyLink({ url, label, testId }: { url: string; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={url} timeout={2500}>
      {({ copied, copy }) => (
        <div>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={label}
              value={url}
              readOnly
              styles={{ input: { height: 44 } }}
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
              data-testid={testId}
            />
            <Button onClick={copy} color={copied ? 'teal' : undefined} h={44} miw={128} data-testid={`${testId}-copy`}>
              {copied ? t('profiles.copy.copied') : t('profiles.copy.copy')}
            </Button>
          </Group>
          <Text size="sm" c="teal" role="status" aria-live="polite" mt={4} mih={20}>
            {copied ? t('profiles.copy.announce') : ''}
          </Text>
        </div>
      )}
    </CopyButton>
  );
}
