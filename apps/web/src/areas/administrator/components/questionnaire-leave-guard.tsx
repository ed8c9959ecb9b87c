import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Asks before leaving a page with unsaved edits: a dialog for moves inside the app, the browser's
 * own question for closing or reloading the tab. `allowLeave` lets the page itself move on (after a
 * delete) without asking.
 */
export function useLeaveGuard(active: boolean) {
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [active],
  );
  const blocker = useBlocker(shouldBlock);
  useWindowEvent('beforeunload', (event) => {
    if (active && !allowed.current) event.preventDefault();
  });
  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowLeave };
}

export function QuestionnaireLeaveDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useTranslation();
  const opened = blocker.state === 'blocked';
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title={t('adminQuestionnaires.leave.title')} centered data-testid="leave-dialog">
      <Stack gap="md">
        <Text size="sm">{t('adminQuestionnaires.leave.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('adminQuestionnaires.leave.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('adminQuestionnaires.leave.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
