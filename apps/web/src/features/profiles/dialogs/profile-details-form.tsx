import { Stack, Switch, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { Profile, ProfileFields } from '@teamcast/contract';
import { checkFirstNameEdit, rules } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import type { FailureTargets } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { useControlSize } from '../view/use-phone';

/** What an owner writes about a specialist; the specialist fills in the rest through the questionnaire. */
export interface DetailsValues {
  firstName: string;
  lastName: string;
  position: string;
  email: string;
  phone: string;
  hideDetails: boolean;
}

export type DetailsForm = UseFormReturnType<DetailsValues>;

export const emptyDetails: DetailsValues = { firstName: '', lastName: '', position: '', email: '', phone: '', hideDetails: false };

export function detailsOf(profile: Profile): DetailsValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    position: profile.position ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    hideDetails: profile.hideDetails,
  };
}

/**
 * The body the API takes. A new profile leaves out what was not given; an edit sends every field, so
 * that emptying one clears it.
 */
export function fieldsOf(values: DetailsValues, mode: 'create' | 'edit'): ProfileFields {
  const text = (value: string) => (mode === 'edit' || value.trim() ? value.trim() : undefined);
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    position: text(values.position),
    email: text(values.email),
    phone: text(values.phone),
    hideDetails: values.hideDetails,
  };
}

/** Where the API's answers about these fields are shown. */
export const detailsTargets: FailureTargets<keyof DetailsValues> = {
  fields: { firstName: 'firstName', lastName: 'lastName', position: 'position', email: 'email', phone: 'phone', hideDetails: 'hideDetails' },
  codes: { invitation_needs_name: 'firstName' },
};

/**
 * The same rules the API applies (spec section 5): every field may stay empty, and what is given must
 * be well formed; editing a named profile, its first name stays required.
 */
export function useDetailsForm(initialValues: DetailsValues = emptyDetails, current: Pick<Profile, 'firstName'> | null = null): DetailsForm {
  return useForm<DetailsValues>({
    initialValues,
    validate: {
      firstName: validator((value: string) => checkFirstNameEdit(value, current?.firstName)),
      lastName: validator(rules.name),
      position: validator(rules.position),
      email: validator(rules.email),
      phone: validator(rules.phone),
    },
  });
}

export function ProfileDetailsFields({ form }: { form: DetailsForm }) {
  const { t } = useTranslation();
  const size = useControlSize();
  return (
    <Stack gap="sm">
      <TextInput label={t('profiles.fields.firstName')} autoComplete="off" size={size} data-autofocus {...form.getInputProps('firstName')} />
      <TextInput label={t('profiles.fields.lastName')} autoComplete="off" size={size} {...form.getInputProps('lastName')} />
      <TextInput label={t('profiles.fields.position')} autoComplete="off" size={size} {...form.getInputProps('position')} />
      <TextInput label={t('profiles.fields.email')} type="email" inputMode="email" autoComplete="off" size={size} {...form.getInputProps('email')} />
      <TextInput label={t('profiles.fields.phone')} type="tel" inputMode="tel" autoComplete="off" size={size} {...form.getInputProps('phone')} />
      <Switch
        label={t('profiles.fields.hideDetails')}
        description={t('profiles.fields.hideDetailsHint')}
        size="md"
        mt="xs"
        {...form.getInputProps('hideDetails', { type: 'checkbox' })}
      />
    </Stack>
  );
}
