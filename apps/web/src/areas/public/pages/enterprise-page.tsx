import { Button, Container, Group, List, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { usePublicHref } from '../site/site-context';
import { JoinRequestForm } from '../../../features/contact/join-request-form';
import { IconBuilding, IconCompare, IconProfiles, IconSimulator } from '../../../shared/ui/icons';
import { PageTitle } from '../../../shared/ui/page-title';
import classes from './enterprise-page.module.css';

export function EnterprisePage() {
  const { t } = useTranslation();
  const publicHref = usePublicHref();
  const audiences = [
    { icon: <IconProfiles size={22} />, title: t('public.enterprise.audiences.hr.title'), text: t('public.enterprise.audiences.hr.text') },
    { icon: <IconSimulator size={22} />, title: t('public.enterprise.audiences.managers.title'), text: t('public.enterprise.audiences.managers.text') },
    { icon: <IconCompare size={22} />, title: t('public.enterprise.audiences.recruiters.title'), text: t('public.enterprise.audiences.recruiters.text') },
  ];
  const included = t('public.enterprise.included.items', { returnObjects: true }) as unknown as string[];
  return (
    <Container size="lg" className={classes.page}>
      <div className={classes.intro}>
        <ThemeIcon size={52} radius="md" variant="light">
          <IconBuilding size={28} />
        </ThemeIcon>
        <PageTitle subtitle={t('public.enterprise.lead')}>{t('public.enterprise.title')}</PageTitle>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {audiences.map((audience) => (
          <Paper key={audience.title} withBorder radius="lg" p="xl">
            <ThemeIcon variant="light" radius="md" size={40}>
              {audience.icon}
            </ThemeIcon>
            <Title order={2} size="h4" mt="md">
              {audience.title}
            </Title>
            <Text c="dimmed" mt="xs">
              {audience.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper radius="lg" p={{ base: 'xl', sm: 40 }} mt={48} className={classes.included}>
        <Title order={2} size="h3">
          {t('public.enterprise.included.title')}
        </Title>
        <List spacing="sm" mt="lg" className={classes.list}>
          {included.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Group mt="xl">
          <Button component={Link} to={paths.owner.registration} size="md">
            {t('public.enterprise.cta')}
          </Button>
          <Button component={Link} to={publicHref(paths.public.faq)} size="md" variant="default">
            {t('nav.faq')}
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'xl', sm: 40 }} mt={48} id="join" data-testid="join-request">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 48 }}>
          <div>
            <Title order={2} size="h3">
              {t('public.enterprise.join.title')}
            </Title>
            <Text c="dimmed" mt="sm">
              {t('public.enterprise.join.text')}
            </Text>
          </div>
          <JoinRequestForm />
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
