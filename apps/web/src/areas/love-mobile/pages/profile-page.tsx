import { Alert, Anchor, Button, EmptyState, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { ApiError, type ProfileDetail } from '@teamcast/contract';
import { rules, visibleQuestions } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useUpdateProfile } from '../../../features/profiles/api/profile-mutations';
import { profileDetailQuery } from '../../../features/profiles/api/profile-queries';
import { ProfileAvatar } from '../../../features/profiles/avatars/profile-avatar';
import { ProfileModal } from '../../../features/profiles/dialogs/profile-modal';
import { RemoveProfilePanel } from '../../../features/profiles/dialogs/remove-profile-panel';
import { answerText, questionLabel } from '../../../features/profiles/view/answer-text';
import { StateBadge } from '../components/state-badge';
import { genderKeys } from '../../../features/profiles/view/profile-facts';
import { IconBack } from '../../../features/profiles/view/profile-icons';
import { fullName } from '../../../features/profiles/view/profile-names';
import { useApiClient } from '../../../shared/api/api-context';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode, showFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { useLocale } from '../../../shared/i18n/use-locale';
import { href, paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';
import classes from '../components/love-mobile.module.css';
import { QuestionnaireLink } from '../components/questionnaire-link';
import { loveKindKeys, loveStepTitleKey } from '../love-kinds';

const AREA = 'love-mobile';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.loveMobile.profiles} size="sm" data-testid="love-profile-back">
      <Group gap={4} component="span" wrap="nowrap" mih={44} align="center">
        <IconBack size={16} />
        {t('love.profile.back')}
      </Group>
    </Anchor>
  );
}

function Facts({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const kind = loveKindKeys[profile.kind];
  const facts = [
    { label: t('love.profile.kind'), value: kind ? t(kind) : null },
    { label: t('love.profile.age'), value: profile.age !== null ? t('love.people.age', { count: profile.age }) : null },
    { label: t('love.profile.gender'), value: profile.gender ? t(genderKeys[profile.gender]) : null },
    { label: t('love.profile.created'), value: date(profile.createdAt) },
    { label: t('love.profile.filled'), value: profile.completedAt ? date(profile.completedAt) : t('love.profile.notFilledShort') },
  ].filter((fact) => fact.value !== null);
  return (
    <dl className={classes.facts} aria-label={t('love.profile.facts')}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The answers step by step, each step under the title its questionnaire gave it. */
function Answers({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const questionnaire = profile.questionnaire;
  if (!questionnaire || Object.keys(profile.answers).length === 0) return null;
  const shown = visibleQuestions(questionnaire, profile.answers);
  const steps = [...new Set(shown.map((question) => question.step))].sort((a, b) => a - b);
  return (
    <Stack gap="md" data-testid="love-profile-answers">
      <Title order={2} size="h3">
        {t('love.profile.answers')}
      </Title>
      {steps.map((step) => {
        const key = loveStepTitleKey(questionnaire.kind, step);
        const titleId = `love-step-${step}`;
        return (
          <Paper key={step} withBorder radius="lg" p="md" component="section" aria-labelledby={titleId}>
            <Title order={3} size="h4" id={titleId} mb="xs">
              {key ? t(key) : t('profiles.steps.numbered', { step })}
            </Title>
            <dl className={classes.answers}>
              {shown
                .filter((question) => question.step === step)
                .map((question) => {
                  const answer = answerText(question, profile.answers[question.neuronName], locale);
                  return (
                    <div key={question.neuronName} className={classes.answer}>
                      <dt>{questionLabel(question, locale)}</dt>
                      <dd>{answer.kind === 'text' ? answer.text : t('profiles.answers.none')}</dd>
                    </div>
                  );
                })}
            </dl>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** A new name for the questionnaire: only the names, nothing about work. */
function RenameForm({ profile, onDone }: { profile: ProfileDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(AREA);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' },
    validate: { firstName: validator(rules.required, rules.name), lastName: validator(rules.name) },
  });
  return (
    <form
      noValidate
      data-testid="love-rename-form"
      onSubmit={form.onSubmit(({ firstName, lastName }) => {
        setAlert(null);
        update.mutate(
          { id: profile._id, fields: { firstName: firstName.trim(), lastName: lastName.trim() } },
          {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('love.profile.renamed') });
              onDone();
            },
            onError: (error) => showFailure(form, setAlert, error, { fields: { firstName: 'firstName', lastName: 'lastName' } }),
          },
        );
      })}
    >
      <Stack gap="md">
        <FormAlert code={alert} />
        <TextInput label={t('love.create.nameLabel')} withAsterisk size="lg" autoComplete="off" maxLength={100} data-autofocus {...form.getInputProps('firstName')} />
        <TextInput label={t('love.profile.lastName')} size="lg" autoComplete="off" maxLength={100} {...form.getInputProps('lastName')} />
        <Button type="submit" size="lg" radius="xl" color="pink" loading={update.isPending}>
          {t('love.profile.renameSave')}
        </Button>
      </Stack>
    </form>
  );
}

type Dialog = 'rename' | 'remove';

function LoveProfile({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (next: Dialog) => {
    setDialog(next);
    setOpened(true);
  };
  const close = () => setOpened(false);
  const name = fullName(profile) || t('love.people.noName');
  const canCheck = profile.filled && profile.kind !== 'couple';
  return (
    <Stack gap="lg" data-testid="love-profile">
      <div>
        <BackLink />
        <PageTitle>{name}</PageTitle>
      </div>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <ProfileAvatar avatarName={profile.avatarName} size={72} />
            <StateBadge state={profile.state} />
          </Group>
          <Facts profile={profile} />
          <div className={classes.linkActions}>
            {canCheck ? (
              <Button
                component={Link}
                to={`${href(paths.loveMobile.p2p)}?${new URLSearchParams({ with: profile._id }).toString()}`}
                size="lg"
                radius="xl"
                color="pink"
                data-testid="love-profile-check"
              >
                {t('love.profile.check')}
              </Button>
            ) : null}
            {profile.attached ? null : (
              <Button variant="default" size="lg" radius="xl" onClick={() => open('rename')} data-testid="love-profile-rename">
                {t('love.profile.rename')}
              </Button>
            )}
            <Button variant="subtle" color="red" size="lg" radius="xl" onClick={() => open('remove')} data-testid="love-profile-remove">
              {t('love.profile.remove')}
            </Button>
          </div>
        </Stack>
      </Paper>
      {profile.detailsHidden ? (
        <Alert color="gray" variant="light" data-testid="love-profile-hidden">
          {t('love.profile.hidden')}
        </Alert>
      ) : null}
      {!profile.filled && !profile.attached ? (
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="love-not-filled" data-testid="love-profile-not-filled">
          <Title order={2} size="h4" id="love-not-filled" mb="xs">
            {t('love.profile.notFilledTitle')}
          </Title>
          <Text size="sm" mb="md">
            {profile.state === 'answered' ? t('love.profile.inProgress') : t('love.profile.notFilled')}
          </Text>
          <QuestionnaireLink profileId={profile._id} />
        </Paper>
      ) : null}
      {profile.detailsHidden ? null : <Answers profile={profile} />}
      <ProfileModal
        opened={opened}
        onClose={close}
        onExitTransitionEnd={() => setDialog(null)}
        title={dialog === 'remove' ? t('love.profile.removeTitle') : t('love.profile.rename')}
        closeButtonProps={{ 'aria-label': t('love.create.close') }}
      >
        {dialog === 'rename' ? <RenameForm profile={profile} onDone={close} /> : null}
        {dialog === 'remove' ? (
          <RemoveProfilePanel
            area={AREA}
            profile={profile}
            onCancel={close}
            onRemoved={() => {
              close();
              void navigate(paths.loveMobile.profiles, { replace: true });
            }}
          />
        ) : null}
      </ProfileModal>
    </Stack>
  );
}

/** A questionnaire's page on the love site: who it is, its link while unfilled, the way to a check, and its answers. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const client = useApiClient(AREA);
  const detail = useQuery(profileDetailQuery(AREA, client, id));
  if (detail.isPending) {
    return (
      <>
        <PageTitle>{t('loveMobile.profile.title')}</PageTitle>
        <Stack gap="md" aria-busy="true" aria-label={t('love.profiles.loading')}>
          <Skeleton height={160} radius="lg" />
          <Skeleton height={120} radius="lg" />
        </Stack>
      </>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.statusCode === 404;
    return (
      <>
        <BackLink />
        <PageTitle>{t('loveMobile.profile.title')}</PageTitle>
        {missing ? (
          <EmptyState
            icon={<ProfileAvatar avatarName="default" size={56} />}
            title={t('errors.codes.profile_not_found')}
            description={t('love.profile.notFoundText')}
            data-testid="love-profile-not-found"
            py="xl"
          />
        ) : (
          <Stack gap="sm" align="flex-start">
            <FormAlert code={failureCode(detail.error)} />
            <Button variant="light" onClick={() => void detail.refetch()}>
              {t('love.profiles.retry')}
            </Button>
          </Stack>
        )}
      </>
    );
  }
  return <LoveProfile key={detail.data._id} profile={detail.data} />;
}
