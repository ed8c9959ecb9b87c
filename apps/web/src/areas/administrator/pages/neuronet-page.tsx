import { Alert, Button, Group, Loader, Pagination, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { PageTitle } from '../../../shared/ui/page-title';
import { ModelsTable } from '../neuronet/models-table';
import { modelsQuery, neuronetPageSize } from '../neuronet/neuronet-api';
import { PredictionsTable } from '../neuronet/predictions-table';
import { TrainDialog } from '../neuronet/train-dialog';
import { useTrainingProgress } from '../neuronet/use-training-progress';
import { UploadModel } from '../neuronet/upload-model';

/** Prediction models: trained, uploaded, published, and the predictions of the profiles nobody graded. */
export function NeuronetPage() {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const [page, setPage] = useState(1);
  const [trainOpen, setTrainOpen] = useState(false);
  // Trainings push their progress; without the connection the list is read again every few seconds.
  const training = useTrainingProgress();
  const { data, isPending, isError } = useQuery(modelsQuery(client, page, { live: training.live }));
  const pages = data ? Math.max(1, Math.ceil(data.total / neuronetPageSize)) : 1;
  return (
    <>
      <PageTitle subtitle={t('neuronet.lead')}>{t('administrator.neuronet.title')}</PageTitle>
      <Group mb="md" align="flex-start">
        <Button onClick={() => setTrainOpen(true)} data-testid="open-train">
          {t('neuronet.train.button')}
        </Button>
        <UploadModel />
      </Group>
      <TrainDialog opened={trainOpen} onClose={() => setTrainOpen(false)} />
      {isPending ? <Loader size="sm" /> : null}
      {isError ? <Alert color="red">{t('errors.codes.unknown')}</Alert> : null}
      {data && data.items.length === 0 ? <Text c="dimmed">{t('neuronet.models.empty')}</Text> : null}
      {data && data.items.length > 0 ? <ModelsTable models={data.items} progress={training.byModel} /> : null}
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      <Title order={3} mt="xl" mb="sm">
        {t('neuronet.predictions.title')}
      </Title>
      <PredictionsTable />
    </>
  );
}
