import { Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getNeuronetModel, publishNeuronetModel, type NeuronetModel, type NeuronetTrainingPayload } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { MetricsChart } from './metrics-chart';
import { dataSourceKeys, originKeys, refusalKeys, statusColors, statusKeys } from './neuronet-labels';
import { modelsQueryKey } from './neuronet-api';
import { TrainingBar } from './training-bar';

/** Saves the model as the file an upload takes back. */
function useExport() {
  const client = useApiClient('administrator');
  return async (model: NeuronetModel) => {
    const { file } = await client(getNeuronetModel, { params: { id: model._id } });
    if (!file) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(file)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `teamcast-model-v${model.version}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
}

function PublishButton({ model }: { model: NeuronetModel }) {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: () => client(publishNeuronetModel, { params: { id: model._id } }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('neuronet.publish.done', { version: model.version }) });
      await queryClient.invalidateQueries({ queryKey: modelsQueryKey });
    },
  });
  if (model.published) return <Badge color="teal">{t('neuronet.publish.published')}</Badge>;
  const button = (
    <Button size="xs" disabled={!model.publishable} loading={publish.isPending} onClick={() => publish.mutate()} data-testid="publish-model">
      {t('neuronet.publish.button')}
    </Button>
  );
  if (model.publishRefusal === null) return button;
  return (
    <Group gap={6} wrap="nowrap">
      {button}
      <Text size="xs" c="dimmed" data-testid="publish-refusal">
        {t(refusalKeys[model.publishRefusal])}
      </Text>
    </Group>
  );
}

/** The models, newest first: where each came from, its state (a training one's pushed progress), and its error beside both baselines. */
export function ModelsTable({
  models,
  progress = new Map(),
}: {
  models: readonly NeuronetModel[];
  progress?: ReadonlyMap<string, NeuronetTrainingPayload>;
}) {
  const { t } = useTranslation();
  const download = useExport();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" data-testid="models-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('neuronet.models.version')}</Table.Th>
            <Table.Th>{t('neuronet.models.origin')}</Table.Th>
            <Table.Th>{t('neuronet.models.status')}</Table.Th>
            <Table.Th>{t('neuronet.models.metrics')}</Table.Th>
            <Table.Th>{t('neuronet.models.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {models.map((model) => (
            <Table.Tr key={model._id} data-testid="model-row" data-status={model.status}>
              <Table.Td>
                <Text fw={600}>v{model.version}</Text>
                <Text size="xs" c="dimmed">
                  {t('neuronet.models.encoder', { version: model.encoderVersion, size: model.inputSize })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(originKeys[model.origin])}</Text>
                <Badge color={model.synthetic ? 'grape' : 'gray'} variant={model.synthetic ? 'filled' : 'light'} data-testid="data-source">
                  {t(dataSourceKeys[model.dataSource])}
                </Badge>
              </Table.Td>
              <Table.Td miw={130}>
                <Badge color={statusColors[model.status]} variant="light" style={{ minWidth: 'max-content' }} data-testid="model-status">
                  {t(statusKeys[model.status])}
                </Badge>
                {model.status === 'training' ? <TrainingBar model={model} pushed={progress.get(model._id)} /> : null}
                {model.error ? (
                  <Text size="xs" c="red">
                    {model.error}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {model.metrics ? (
                  <Tooltip label={t('neuronet.metrics.explain', { rows: model.metrics.rows, folds: model.metrics.folds })}>
                    <div>
                      <MetricsChart metrics={model.metrics} />
                    </div>
                  </Tooltip>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <PublishButton model={model} />
                  {model.status === 'ready' || model.status === 'refused' ? (
                    <Button size="xs" variant="subtle" onClick={() => void download(model)}>
                      {t('neuronet.models.export')}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
