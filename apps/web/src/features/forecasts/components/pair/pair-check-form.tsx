import { Alert, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ApiError, type OwnerArea } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../../shared/errors/error-display';
import { touchSegmentStyles, useTouchArea } from '../../../../shared/ui/touch-area';
import { PAIR_RELATIONS } from './pair-relation';
import { PairSlotSelect } from './pair-slot-select';
import { pairRelationLabels, type useOwnerPairCheck } from './use-owner-pair-check';

interface PairCheckFormProps {
  area: OwnerArea;
  check: ReturnType<typeof useOwnerPairCheck>;
}

/**
 * The owner's pair form: the relation, two people, the start day and the run, with why it cannot run
 * yet and why a run failed. In a phone-shaped area it is one column of thumb-sized controls.
 */
export function PairCheckForm({ area, check }: PairCheckFormProps) {
  const { t } = useTranslation();
  const touch = useTouchArea();
  const size = touch ? 'lg' : undefined;
  const { relation, chooseRelation, ruid, run, running, form, change, first, second, startDayValid, valid, changed, failure } = check;
  return (
    <Card
      withBorder
      radius={touch ? 'lg' : 'md'}
      padding={touch ? 'md' : 'lg'}
      component="form"
      aria-label={t('pairCheck.form.label')}
      data-testid="pair-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !running) run.mutate();
      }}
    >
      <Stack gap="md">
        <Stack gap={touch ? 6 : 4}>
          <Text size={touch ? 'md' : 'sm'} fw={touch ? 600 : 500} id="pair-relation-label">
            {t('pairCheck.form.relation.label')}
          </Text>
          <SegmentedControl
            aria-labelledby="pair-relation-label"
            value={relation}
            onChange={chooseRelation}
            data={PAIR_RELATIONS.map((value) => ({ value, label: t(pairRelationLabels[value]) }))}
            size={touch ? 'md' : undefined}
            styles={touch ? touchSegmentStyles : undefined}
            fullWidth={touch}
            style={touch ? undefined : { alignSelf: 'flex-start' }}
            data-testid="pair-relation"
          />
        </Stack>
        <SimpleGrid cols={touch ? 1 : { base: 1, sm: 2 }} spacing="md">
          <PairSlotSelect
            area={area}
            label={t('pairCheck.slots.first')}
            value={first}
            otherId={second?.id ?? null}
            onChange={(person) => change({ slots: [person, second] })}
            testId="pair-slot-1"
          />
          <PairSlotSelect
            area={area}
            label={t('pairCheck.slots.second')}
            value={second}
            otherId={first?.id ?? null}
            onChange={(person) => change({ slots: [first, person] })}
            testId="pair-slot-2"
          />
        </SimpleGrid>
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            type="date"
            size={size}
            label={t('pairCheck.form.startDay.label')}
            description={t('pairCheck.form.startDay.hint')}
            value={form.startDay}
            onChange={(event) => change({ startDay: event.currentTarget.value })}
            error={startDayValid ? undefined : t('pairCheck.form.startDay.invalid')}
            required
            w={touch ? '100%' : 260}
            data-testid="pair-start-day"
          />
          <Button type="submit" size={size} fullWidth={touch} disabled={!valid || running} loading={run.isPending} data-testid="pair-run-button">
            {ruid && !changed ? t('pairCheck.form.runAgain') : t('pairCheck.form.run')}
          </Button>
        </Group>
        {!first || !second || first.id === second.id ? (
          <Text size="sm" c="dimmed" data-testid="pair-needs-both">
            {t('pairCheck.form.needBoth')}
          </Text>
        ) : changed ? (
          <Text size="sm" c="dimmed">
            {t('pairCheck.form.changed')}
          </Text>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" data-testid="pair-run-error">
            {t(errorMessageKey(failure instanceof ApiError ? failure.code : 'unknown'))}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
