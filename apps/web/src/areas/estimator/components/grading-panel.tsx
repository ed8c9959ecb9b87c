import { Button, Chip, Group, NumberInput, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import type { EstimatorProfileDetail } from '@teamcast/contract';
import { GRADES, gradeFromScore, scoreOfGrade, type Grade } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradingChange } from '../api/estimation';
import { gradeLabels } from './estimation-labels';
import phone from './estimator-phone.module.css';

// Two decimals are all a precise score needs on 0..100.
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The estimator's grade of a profile: one of the six grades (sent as the middle of its band), and a
 * precise score set with a slider or typed. Either lifts a skip; a skip keeps them (decision 71).
 */
export function GradingPanel({ profile }: { profile: EstimatorProfileDetail }) {
  const { t } = useTranslation();
  const change = useGradingChange(profile._id);
  const [precise, setPrecise] = useState<number>(profile.scorePrecise ?? profile.score ?? 50);
  const coarse = gradeFromScore(profile.score);
  const preciseSaved = profile.scorePrecise !== null && round(precise) === profile.scorePrecise;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="grading-title" data-testid="grading-panel">
      <Title order={2} size="h4" id="grading-title" mb="sm">
        {t('estimation.grading.title')}
      </Title>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} mb={6}>
            {t('estimation.grading.grade')}
          </Text>
          <Chip.Group
            multiple={false}
            value={coarse ?? ''}
            onChange={(value) => {
              if ((GRADES as readonly string[]).includes(value)) change.mutate({ kind: 'rate', score: scoreOfGrade(value as Grade) });
            }}
          >
            <Group gap={6}>
              {GRADES.map((grade) => (
                <Chip key={grade} value={grade} size="sm" className={phone.chip} data-testid={`grade-${grade}`}>
                  {t(gradeLabels[grade])}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <div>
          <Text size="sm" fw={600} mb={6} id="precise-label">
            {t('estimation.grading.precise')}
          </Text>
          <Slider
            value={precise}
            onChange={setPrecise}
            min={0}
            max={100}
            step={0.5}
            label={(value) => value.toFixed(1)}
            aria-labelledby="precise-label"
            mb="sm"
          />
          <Group gap="sm" align="flex-end" className={phone.touchGroup}>
            <NumberInput
              label={t('estimation.grading.preciseValue')}
              value={precise}
              onChange={(value) => setPrecise(typeof value === 'number' ? value : Number(value) || 0)}
              min={0}
              max={100}
              step={0.1}
              decimalScale={2}
              clampBehavior="strict"
              w={120}
            />
            <Button
              variant={preciseSaved ? 'light' : 'filled'}
              onClick={() => change.mutate({ kind: 'ratePrecise', score: round(Math.min(100, Math.max(0, precise))) })}
              loading={change.isPending && change.variables.kind === 'ratePrecise'}
              data-testid="save-precise"
            >
              {t('estimation.grading.savePrecise')}
            </Button>
          </Group>
          {profile.scorePrecise === null ? null : (
            <Text size="sm" c="dimmed" mt={6} data-testid="precise-saved">
              {t('estimation.grading.preciseSaved', { value: profile.scorePrecise })}
            </Text>
          )}
        </div>
        <Text size="xs" c="dimmed">
          {t('estimation.grading.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
