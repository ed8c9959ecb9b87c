import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OwnerArea } from '@teamcast/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/i18n/language-switch';
import { IconKey, IconMail, IconTrash } from '../../../shared/ui/icons';
import { SignOutSection } from '../../../shared/ui/mantine/sign-out-section';
import { useOwnerSelf } from '../api/use-owner-self';
import { useSignOut } from '../api/use-sign-out';
import type { OwnerAccountDialog } from './account-dialogs';
import { VerificationPanel } from './verification-panel';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The settings page of the mobile owner areas, which have no side menu: the account and its
 * verification, the language, password and email, deleting the account, and signing out.
 */
export function OwnerSettings({ area, openDialog }: { area: OwnerArea; openDialog: (dialog: OwnerAccountDialog) => void }) {
  const { t } = useTranslation();
  const { data: self } = useOwnerSelf(area);
  const signOut = useSignOut(area);
  return (
    <Stack gap="md" data-testid="owner-settings">
      <Section title={t('identity.settings.account')}>
        <Stack gap="sm">
          {self ? <Text data-testid="settings-email">{self.email}</Text> : null}
          {self?.accessRules.needVerify ? (
            <>
              <Alert color="orange" variant="light" data-testid="unverified-notice">
                {t('owner.unverified')}
              </Alert>
              <VerificationPanel area={area} email={self.email} />
            </>
          ) : null}
        </Stack>
      </Section>
      <Section title={t('language.label')}>
        <LanguageSwitch />
      </Section>
      <Section title={t('identity.settings.security')}>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconKey size={18} />} onClick={() => openDialog('changePassword')}>
            {t('owner.menu.changePassword')}
          </Button>
          <Button variant="default" leftSection={<IconMail size={18} />} onClick={() => openDialog('changeEmail')}>
            {t('owner.menu.changeEmail')}
          </Button>
        </Group>
      </Section>
      <Section title={t('identity.settings.danger')}>
        <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={() => openDialog('deleteAccount')}>
          {t('owner.menu.deleteAccount')}
        </Button>
      </Section>
      <SignOutSection onSignOut={() => void signOut()} />
    </Stack>
  );
}
