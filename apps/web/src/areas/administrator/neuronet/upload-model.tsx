import { Button, FileButton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadNeuronetModel, type ModelFileBody } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { modelsQueryKey } from './neuronet-api';
import { RequestError } from './request-error';

/** Uploads an exported model file; the server checks its format, encoder version and input size. */
export function UploadModel() {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      // The server validates the shape; the page only needs the text to be JSON at all.
      const body = JSON.parse(await file.text()) as ModelFileBody;
      return client(uploadNeuronetModel, { body });
    },
    onSuccess: async (model) => {
      notifications.show({ color: 'teal', message: t('neuronet.upload.done', { version: model.version }) });
      await queryClient.invalidateQueries({ queryKey: modelsQueryKey });
    },
  });
  return (
    <Stack gap={0} align="flex-start">
      <FileButton onChange={(file) => file && upload.mutate(file)} accept="application/json,.json">
        {(props) => (
          <Button variant="default" loading={upload.isPending} data-testid="upload-model" {...props}>
            {t('neuronet.upload.button')}
          </Button>
        )}
      </FileButton>
      <RequestError error={upload.error} />
    </Stack>
  );
}
