import { Alert, Button, Group, Radio, Stack, Stepper, Text } from '@mantine/core';
import type { OwnerArea, Profile } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { useCreateProfile } from '../api/profile-mutations';
import { profileAreas, type CreateKind } from '../profile-areas';
import { useControlSize, usePhone } from '../view/use-phone';
import { InvitationPanel } from './invitation-panel';
import { ProfileDetailsFields, detailsTargets, fieldsOf, useDetailsForm } from './profile-details-form';
import classes from './create-profile-wizard.module.css';
import { ProfileModal } from './profile-modal';

const kindTexts: Record<CreateKind, { title: string; text: string }> = {
  full: { title: 'profiles.kinds.full.title', text: 'profiles.kinds.full.text' },
  short: { title: 'profiles.kinds.short.title', text: 'profiles.kinds.short.text' },
  love: { title: 'profiles.kinds.love.title', text: 'profiles.kinds.love.text' },
  couple: { title: 'profiles.kinds.couple.title', text: 'profiles.kinds.couple.text' },
};

function KindStep({ kinds, kind, onChange }: { kinds: readonly CreateKind[]; kind: CreateKind; onChange: (kind: CreateKind) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group name="profile-kind" value={kind} onChange={(value) => onChange(value as CreateKind)} label={t('profiles.create.kindLabel')}>
      <Stack gap="sm" mt="xs">
        {kinds.map((option) => (
          <Radio.Card key={option} value={option} radius="md" p="md" className={classes.kindCard} data-testid={`create-kind-${option}`}>
            <Group wrap="nowrap" align="flex-start" gap="md">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600}>{t(kindTexts[option].title)}</Text>
                <Text size="sm" c="dimmed">
                  {t(kindTexts[option].text)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * The create-profile wizard (spec section 2): the questionnaire, the details the owner knows, then
 * the link the specialist fills the questionnaire in with.
 */
function CreateProfileWizard({ area, onClose }: { area: OwnerArea; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const size = useControlSize();
  const kinds = profileAreas[area].createKinds;
  const [active, setActive] = useState(0);
  const [kind, setKind] = useState<CreateKind>(kinds[0]);
  const [created, setCreated] = useState<Profile | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useDetailsForm();
  const create = useCreateProfile(area);

  const submit = form.onSubmit((values) => {
    setAlert(null);
    create.mutate(
      { kind, fields: fieldsOf(values, 'create') },
      {
        onSuccess: (profile) => {
          setCreated(profile);
          setActive(2);
        },
        onError: (error) => showFailure(form, setAlert, error, detailsTargets),
      },
    );
  });

  const stepLabels = [t('profiles.create.steps.kind'), t('profiles.create.steps.details'), t('profiles.create.steps.done')];
  return (
    <Stack gap="lg">
      <Stepper
        // On the last step every step is done.
        active={active === 2 ? 3 : active}
        onStepClick={(step) => {
          // Going back is allowed until the profile exists; after that there is nothing to change here.
          if (!created && step < active) setActive(step);
        }}
        allowNextStepsSelect={false}
        size="sm"
        aria-label={t('profiles.create.progress', { step: active + 1, total: 3 })}
      >
        {stepLabels.map((label) => (
          <Stepper.Step key={label} label={phone ? undefined : label} aria-label={label} />
        ))}
      </Stepper>
      {phone ? (
        <Text size="sm" c="dimmed" data-testid="create-step-caption">
          {t('profiles.create.stepOf', { step: active + 1, total: 3, label: stepLabels[active] })}
        </Text>
      ) : null}

      {active === 0 ? (
        <Stack gap="md" data-testid="create-step-kind">
          <KindStep kinds={kinds} kind={kind} onChange={setKind} />
          <Group justify="flex-end">
            <Button size={size} onClick={() => setActive(1)} data-testid="create-next">
              {t('profiles.create.next')}
            </Button>
          </Group>
        </Stack>
      ) : null}

      {active === 1 ? (
        <form noValidate onSubmit={submit} data-testid="create-step-details">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('profiles.create.detailsHint')}
            </Text>
            <FormAlert code={alert} />
            <ProfileDetailsFields form={form} />
            <Group justify="space-between">
              <Button variant="default" size={size} onClick={() => setActive(0)}>
                {t('profiles.create.back')}
              </Button>
              <Button type="submit" size={size} loading={create.isPending} data-testid="create-submit">
                {t('profiles.create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}

      {active === 2 && created ? (
        <Stack gap="md" data-testid="create-step-done">
          <Alert color="teal" variant="light" role="status">
            {t('profiles.create.created')}
          </Alert>
          <InvitationPanel area={area} profile={created} />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={profileAreas[area].profile(created._id)} variant="default" size={size} onClick={onClose}>
              {t('profiles.actions.open')}
            </Button>
            <Button size={size} onClick={onClose} data-testid="create-finish">
              {t('profiles.create.finish')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

export function CreateProfileDialog({ area, opened, onClose }: { area: OwnerArea; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ProfileModal
      opened={opened}
      onClose={onClose}
      title={t('profiles.create.title')}
      closeButtonProps={{ 'aria-label': t('profiles.actions.close') }}
      data-testid="create-profile-dialog"
    >
      <CreateProfileWizard area={area} onClose={onClose} />
    </ProfileModal>
  );
}
