import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './questionnaire.module.css';
import { permalinkSearch } from './upgrade-target';

/** The link asked for an upgrade this profile does not have: not sent yet, another kind, or upgraded already. */
export function UpgradeUnavailableScreen({ permalink }: { permalink: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="upgrade-unavailable" className={classes.sent}>
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{t('questionnaire.upgrade.unavailable.title')}</Title>
        <Text>{t('questionnaire.upgrade.unavailable.text')}</Text>
        <Button component={Link} to={{ search: permalinkSearch(permalink) }} size="md" variant="default" className={classes.action}>
          {t('questionnaire.upgrade.unavailable.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
