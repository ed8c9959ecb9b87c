import { Checkbox } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** Consent to personal data processing and the privacy terms, required to register (spec section 5). */
export function ConsentCheckbox(props: GetInputPropsReturnType) {
  const { t } = useTranslation();
  return <Checkbox label={t('identity.fields.consent')} {...props} />;
}
