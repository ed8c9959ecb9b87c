import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';
import { ErrorNotifications } from './error-notifications';
import { theme } from './theme';

/**
 * The component library and its providers, loaded only by the areas that use it: the consumer test
 * renders without it and so never downloads it.
 */
export function MantineShell() {
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
