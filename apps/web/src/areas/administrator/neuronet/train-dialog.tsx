import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainNeuronetModel } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { modelsQueryKey } from './neuronet-api';
import { RequestError } from './request-error';

/** Starts a training on the estimators' grades, or on seeded synthetic grades of a chosen size. */
export function TrainDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const [dataSource, setDataSource] = useState<'graded' | 'synthetic'>('synthetic');
  const [seed, setSeed] = useState<number | string>(1);
  const [size, setSize] = useState<number | string>(1000);
  const train = useMutation({
    mutationFn: () =>
      client(trainNeuronetModel, {
        body: dataSource === 'synthetic' ? { dataSource, seed: Number(seed), size: Number(size) } : { dataSource },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: modelsQueryKey });
      onClose();
    },
  });
  const close = () => {
    train.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('neuronet.train.title')}>
      <Stack>
        <SegmentedControl
          value={dataSource}
          onChange={(value) => setDataSource(value as 'graded' | 'synthetic')}
          data={[
            { value: 'graded', label: t('neuronet.dataSource.graded') },
            { value: 'synthetic', label: t('neuronet.dataSource.synthetic') },
          ]}
          data-testid="train-source"
        />
        {dataSource === 'synthetic' ? (
          <>
            <Text size="sm" c="dimmed">
              {t('neuronet.train.syntheticHint')}
            </Text>
            <Group grow>
              <NumberInput label={t('neuronet.train.seed')} value={seed} onChange={setSeed} min={0} max={2147483647} allowDecimal={false} />
              <NumberInput label={t('neuronet.train.size')} value={size} onChange={setSize} min={50} max={20000} allowDecimal={false} />
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('neuronet.train.gradedHint')}
          </Text>
        )}
        <RequestError error={train.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('neuronet.cancel')}
          </Button>
          <Button onClick={() => train.mutate()} loading={train.isPending} data-testid="train-start">
            {t('neuronet.train.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
