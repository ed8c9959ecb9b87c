import { Badge, Button, Group, Pagination, SegmentedControl, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { predictNeuronetProfile, type NeuronetProfile } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { neuronetPageSize, predictionsQuery, predictionsQueryKey } from './neuronet-api';
import { RequestError } from './request-error';

const score = (value: number) => (Math.round(value * 10) / 10).toString();

function PredictButton({ profile, onError }: { profile: NeuronetProfile; onError: (error: unknown) => void }) {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const predict = useMutation({
    mutationFn: () => client(predictNeuronetProfile, { params: { id: profile._id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: predictionsQueryKey }),
    onError,
  });
  return (
    <Button size="xs" variant="light" loading={predict.isPending} onClick={() => predict.mutate()} data-testid="predict-profile">
      {t('neuronet.predictions.predict')}
    </Button>
  );
}

/** Completed profiles with their grade; for those nobody graded, the published model's prediction, marked so. */
export function PredictionsTable() {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const [only, setOnly] = useState<'all' | 'ungraded'>('ungraded');
  const [page, setPage] = useState(1);
  const [error, setError] = useState<unknown>(null);
  const { data } = useQuery(predictionsQuery(client, { page, only }));
  const pages = data ? Math.max(1, Math.ceil(data.total / neuronetPageSize)) : 1;
  return (
    <>
      <Group justify="space-between" mb="sm">
        <SegmentedControl
          value={only}
          onChange={(value) => {
            setOnly(value as 'all' | 'ungraded');
            setPage(1);
          }}
          data={[
            { value: 'ungraded', label: t('neuronet.predictions.ungraded') },
            { value: 'all', label: t('neuronet.predictions.all') },
          ]}
        />
        <Text size="sm" c="dimmed">
          {data ? t('neuronet.predictions.total', { count: data.total }) : ''}
        </Text>
      </Group>
      <RequestError error={error} />
      {data && data.items.length === 0 ? <Text c="dimmed">{t('neuronet.predictions.empty')}</Text> : null}
      {data && data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" data-testid="predictions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('neuronet.predictions.profile')}</Table.Th>
                <Table.Th>{t('neuronet.predictions.score')}</Table.Th>
                <Table.Th>{t('neuronet.predictions.model')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((profile) => (
                <Table.Tr key={profile._id} data-testid="prediction-row">
                  <Table.Td>{[profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile._id}</Table.Td>
                  <Table.Td>
                    {profile.graded ? (
                      <Text size="sm">{profile.finalScorePrecise === null ? t('neuronet.predictions.graded') : score(profile.finalScorePrecise)}</Text>
                    ) : profile.prediction ? (
                      <Group gap={6}>
                        <Text size="sm" data-testid="predicted-value">
                          {score(profile.prediction.value)} ± {score(profile.prediction.uncertainty)}
                        </Text>
                        <Badge size="sm" variant="outline" data-testid="predicted-badge">
                          {t('neuronet.predictions.predicted')}
                        </Badge>
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {profile.prediction ? (
                      <Group gap={4}>
                        <Text size="sm">v{profile.prediction.modelVersion}</Text>
                        {profile.prediction.synthetic ? (
                          <Badge size="xs" color="grape">
                            {t('neuronet.dataSource.synthetic')}
                          </Badge>
                        ) : null}
                      </Group>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{profile.graded ? null : <PredictButton profile={profile} onError={setError} />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </>
  );
}
