import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDisplay, errorMessageKey, type ErrorDisplay } from '../../errors/error-display';

/** Shows API failures as notifications, one per kind of failure at a time. */
export function ErrorNotifications({ display = errorDisplay }: { display?: ErrorDisplay }) {
  const { t } = useTranslation();
  useEffect(
    () =>
      display.subscribe((error) => {
        const id = `api-error-${error.code}`;
        notifications.hide(id);
        notifications.show({
          id,
          color: 'red',
          title: t('errors.title'),
          message: t(errorMessageKey(error.code)),
          autoClose: error.isNetwork ? false : 6000,
        });
      }),
    [display, t],
  );
  return null;
}
