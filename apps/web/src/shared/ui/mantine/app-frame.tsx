import { AppShell, Burger, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/language-switch';
import { CookieNotice } from '../cookie-notice';
import { Logo } from '../logo';
import classes from './app-frame.module.css';

interface AppFrameProps {
  /** The area, for the layout's test id. */
  area: string;
  /** A short name of the area shown under the logo ("Administrator", "Company"). */
  areaLabel: string;
  homeHref: string;
  /** Accessible name of the side menu. */
  menuLabel: string;
  /** Renders the menu; `close` folds it away on phones after a choice. */
  menu: (close: () => void) => ReactNode;
  /** Entries pinned to the bottom of the menu above the language switch (sign out). */
  menuFooter?: ReactNode;
  children: ReactNode;
}

/** The frame of the signed-in desktop areas: a header, a side menu that folds into a burger on phones, the page. */
export function AppFrame({ area, areaLabel, homeHref, menuLabel, menu, menuFooter, children }: AppFrameProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      data-testid={`layout-${area}`}
      header={{ height: 60 }}
      navbar={{ width: 268, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <a className="tc-skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('layout.closeMenu') : t('layout.openMenu')}
              aria-expanded={opened}
              aria-controls="side-menu"
            />
          <Logo to={homeHref} />
          <Text size="sm" c="dimmed" visibleFrom="xs" className={classes.areaLabel}>
            {areaLabel}
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="side-menu" aria-label={menuLabel} p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={2}>{menu(close)}</Stack>
        </AppShell.Section>
        <AppShell.Section className={classes.menuFooter}>
          <Stack gap={2}>{menuFooter}</Stack>
          <Group justify="space-between" px="sm" pt="xs">
            <Text size="sm" c="dimmed">
              {t('language.label')}
            </Text>
            <LanguageSwitch />
          </Group>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        {/* Under the header, in the page's flow: it pushes the page down rather than covering it. */}
        <div className={classes.cookies}>
          <CookieNotice />
        </div>
        <div className={classes.content}>{children}</div>
      </AppShell.Main>
    </AppShell>
  );
}
