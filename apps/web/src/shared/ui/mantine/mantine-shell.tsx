import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ErrorNotifications } from './error-notifications';
import { createAppTheme } from './theme';

/**
 * The component library and its providers, loaded only by the areas that use it: the consumer test
 * renders without it and so never downloads it.
 */
export function MantineShell() {
  const { t } = useTranslation();
  const close = t('common.close');
  // The theme names the close button of every dialog, so it is rebuilt when the language changes.
  const theme = useMemo(() => createAppTheme({ close }), [close]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ModalsProvider>
        <Notifications position="top-right" zIndex={3000} />
        <ErrorNotifications />
        <Outlet />
      </ModalsProvider>
    </MantineProvider>
  );
}
