import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OwnerArea, Profile } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode, showFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { useUpdateProfile } from '../api/profile-mutations';
import { useReferralLink } from '../api/profile-links';
import { useControlSize } from '../view/use-phone';
import { CopyLink } from './copy-link';

function ReferralLink({ area, id }: { area: OwnerArea; id: string }) {
  const { t } = useTranslation();
  const referral = useReferralLink(area, id, true);
  if (referral.isPending) return <Loader size="sm" aria-label={t('profiles.loading')} />;
  if (referral.isError) return <FormAlert code={failureCode(referral.error)} />;
  return (
    <Stack gap="xs">
      <CopyLink url={referral.data.url} label={t('profiles.invitation.linkLabel')} testId="referral-link" />
      <Text size="sm" c="dimmed">
        {t('profiles.invitation.hint')}
      </Text>
    </Stack>
  );
}

/** The invitation needs a name first (spec section 5): asked here, saved to the profile, then the link. */
function NameFirstForm({ area, profile, onNamed }: { area: OwnerArea; profile: Profile; onNamed: (profile: Profile) => void }) {
  const { t } = useTranslation();
  const size = useControlSize();
  const update = useUpdateProfile(area);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({ initialValues: { firstName: '' }, validate: { firstName: validator(rules.required, rules.name) } });
  return (
    <form
      noValidate
      data-testid="invitation-name-form"
      onSubmit={form.onSubmit(({ firstName }) => {
        setAlert(null);
        update.mutate(
          { id: profile._id, fields: { firstName: firstName.trim() } },
          { onSuccess: onNamed, onError: (error) => showFailure(form, setAlert, error, { fields: { firstName: 'firstName' } }) },
        );
      })}
    >
      <Stack gap="sm">
        <Alert color="blue" variant="light" data-testid="invitation-needs-name">
          {t('errors.codes.invitation_needs_name')}
        </Alert>
        <FormAlert code={alert} />
        <TextInput label={t('profiles.fields.firstName')} withAsterisk autoComplete="off" size={size} data-autofocus {...form.getInputProps('firstName')} />
        <Button type="submit" size={size} loading={update.isPending}>
          {t('profiles.invitation.saveName')}
        </Button>
      </Stack>
    </form>
  );
}

/** The questionnaire link of a profile, asking for a first name first when the profile has none. */
export function InvitationPanel({ area, profile }: { area: OwnerArea; profile: Profile }) {
  const [current, setCurrent] = useState(profile);
  return current.firstName?.trim() ? <ReferralLink area={area} id={current._id} /> : <NameFirstForm area={area} profile={current} onNamed={setCurrent} />;
}
