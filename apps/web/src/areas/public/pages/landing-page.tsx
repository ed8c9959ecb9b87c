import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { limits } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/site/use-document-title';
import { IconArrowRight, IconHeart, IconPair, IconSimulator, IconTeam } from '../../../shared/ui/icons';
import { ForecastPreview } from '../components/forecast-preview';
import classes from './landing-page.module.css';

/** Team sizes a subscription covers, from the plans of spec section 3. */
const subscriptionTeamSlots = [1, 2, 3, 4] as const;

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" className={classes.feature}>
      <ThemeIcon size={44} radius="md" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={3} className={classes.featureTitle}>
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </Paper>
  );
}

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('public.landing.documentTitle'));
  const steps = [
    { title: t('public.landing.steps.questionnaire.title'), text: t('public.landing.steps.questionnaire.text') },
    { title: t('public.landing.steps.model.title'), text: t('public.landing.steps.model.text') },
    { title: t('public.landing.steps.forecast.title'), text: t('public.landing.steps.forecast.text') },
  ];
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg" className={classes.heroInner}>
          <div className={classes.heroText}>
            <Badge variant="light" size="lg" radius="sm">
              {t('public.landing.eyebrow')}
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              {t('public.landing.title')}
            </Title>
            <Text size="lg" c="dimmed" className={classes.lead}>
              {t('public.landing.lead')}
            </Text>
            <Group gap="md" mt="xl">
              <Button component={Link} to={paths.owner.registration} size="lg" rightSection={<IconArrowRight size={18} />}>
                {t('public.landing.ctaCompany')}
              </Button>
              <Button component={Link} to={paths.main.root} size="lg" variant="default" leftSection={<IconHeart size={18} />}>
                {t('public.landing.ctaCouple')}
              </Button>
            </Group>
            <ul className={classes.stats}>
              <li>
                <strong>{t('public.landing.stats.days', { count: limits.sceneDays })}</strong>
                <span>{t('public.landing.stats.daysText')}</span>
              </li>
              <li>
                <strong>{t('public.landing.stats.months', { count: limits.forecastHorizonMonths })}</strong>
                <span>{t('public.landing.stats.monthsText')}</span>
              </li>
            </ul>
          </div>
          <ForecastPreview />
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="landing-tools">
        <Container size="lg">
          <Title order={2} id="landing-tools" className={classes.sectionTitle}>
            {t('public.landing.tools.title')}
          </Title>
          <Text c="dimmed" className={classes.sectionLead}>
            {t('public.landing.tools.lead')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
            <Feature icon={<IconPair size={24} />} title={t('public.landing.tools.pair.title')} text={t('public.landing.tools.pair.text')} />
            <Feature icon={<IconTeam size={24} />} title={t('public.landing.tools.team.title')} text={t('public.landing.tools.team.text')} />
            <Feature
              icon={<IconSimulator size={24} />}
              title={t('public.landing.tools.simulator.title')}
              text={t('public.landing.tools.simulator.text')}
            />
          </SimpleGrid>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="landing-steps">
        <Container size="lg">
          <Title order={2} id="landing-steps" className={classes.sectionTitle}>
            {t('public.landing.steps.title')}
          </Title>
          <ol className={classes.steps}>
            {steps.map((step, index) => (
              <li key={step.title} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <Title order={3} className={classes.featureTitle}>
                  {step.title}
                </Title>
                <Text c="dimmed">{step.text}</Text>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="landing-teams">
        <Container size="lg" className={classes.split}>
          <Stack gap="sm">
            <Title order={2} id="landing-teams" className={classes.sectionTitle}>
              {t('public.landing.plans.title')}
            </Title>
            <Text c="dimmed">{t('public.landing.plans.text')}</Text>
          </Stack>
          <ul className={classes.slots} aria-label={t('public.landing.plans.slotsLabel')}>
            {subscriptionTeamSlots.map((count) => (
              <li key={count} className={classes.slot}>
                <IconTeam size={22} />
                {t('common.teamCount', { count })}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="landing-couples">
        <Container size="lg">
          <Paper radius="xl" p={{ base: 'xl', sm: 48 }} className={classes.couples}>
            <Stack gap="md" maw={620}>
              <Title order={2} id="landing-couples" className={classes.couplesTitle}>
                {t('public.landing.couples.title')}
              </Title>
              <Text className={classes.couplesText}>{t('public.landing.couples.text')}</Text>
              <Group>
                <Button component={Link} to={paths.main.root} size="md" color="dark" variant="white">
                  {t('public.landing.couples.cta')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Container>
      </section>
    </>
  );
}
