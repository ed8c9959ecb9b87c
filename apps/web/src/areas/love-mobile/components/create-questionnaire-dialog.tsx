import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Profile } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateProfile } from '../../../features/profiles/api/profile-mutations';
import { ProfileModal } from '../../../features/profiles/dialogs/profile-modal';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { QuestionnaireLink } from './questionnaire-link';

type LoveKind = 'love' | 'couple';
const KINDS: readonly LoveKind[] = ['love', 'couple'];

const kindTexts = {
  love: { title: 'love.create.kinds.love.title', text: 'love.create.kinds.love.text', hint: 'love.create.nameHint.love' },
  couple: { title: 'love.create.kinds.couple.title', text: 'love.create.kinds.couple.text', hint: 'love.create.nameHint.couple' },
} as const satisfies Record<LoveKind, { title: string; text: string; hint: string }>;

/**
 * A new questionnaire in the love site's words: which one (for one person, or for a couple), whose name
 * it carries, then its link to send or to fill in at once. A name is asked because an invitation
 * needs one (spec section 5); nothing about work is.
 */
function CreateForm({ onCreated }: { onCreated: (profile: Profile) => void }) {
  const { t } = useTranslation();
  const create = useCreateProfile('love-mobile');
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { kind: 'love' as LoveKind, firstName: '' },
    validate: { firstName: validator(rules.required, rules.name) },
  });
  const kind = form.getValues().kind;
  return (
    <form
      noValidate
      data-testid="love-create-form"
      onSubmit={form.onSubmit(({ kind: chosen, firstName }) => {
        setAlert(null);
        create.mutate(
          { kind: chosen, fields: { firstName: firstName.trim() } },
          { onSuccess: onCreated, onError: (error) => showFailure(form, setAlert, error, { fields: { firstName: 'firstName' } }) },
        );
      })}
    >
      <Stack gap="md">
        <FormAlert code={alert} />
        <Radio.Group label={t('love.create.kindLabel')} {...form.getInputProps('kind')}>
          <Stack gap="xs" mt="xs">
            {KINDS.map((value) => (
              <Radio.Card key={value} value={value} radius="md" p="md" data-testid={`love-create-kind-${value}`}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <div>
                    <Text fw={600}>{t(kindTexts[value].title)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(kindTexts[value].text)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('love.create.nameLabel')}
          description={t(kindTexts[kind].hint)}
          withAsterisk
          autoComplete="off"
          size="lg"
          maxLength={100}
          {...form.getInputProps('firstName')}
        />
        <Button type="submit" size="lg" radius="xl" color="pink" loading={create.isPending} data-testid="love-create-submit">
          {t('love.create.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The dialog: the form, then the new questionnaire's link. */
export function CreateQuestionnaireDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<Profile | null>(null);
  return (
    <ProfileModal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setCreated(null)}
      title={created ? t('love.link.title') : t('love.create.title')}
      closeButtonProps={{ 'aria-label': t('love.create.close') }}
      data-testid="love-create-dialog"
    >
      {created ? (
        <Stack gap="md">
          <QuestionnaireLink profileId={created._id} />
          <Button variant="subtle" size="lg" onClick={onClose} data-testid="love-create-done">
            {t('love.create.done')}
          </Button>
        </Stack>
      ) : (
        <CreateForm onCreated={setCreated} />
      )}
    </ProfileModal>
  );
}
