import { Button, Group, MultiSelect, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { ASSEMBLY_POOL_MAX, ASSEMBLY_SIZE_MAX, ASSEMBLY_SIZE_MIN } from '@teamcast/contract';
import { TEAM_ORIENTATIONS, type TeamOrientation } from '@teamcast/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolPicker, type PoolPerson } from '../analyses';
import { assemblyIssue, assemblyIssueKeys, type AssemblyIssue } from './assembly-form-rules';
import { orientationHints, orientationLabels } from './assembly-texts';

export interface AssemblyChoices {
  pool: string[];
  size: number;
  orientation: TeamOrientation;
  mustHave: string[];
  leadId: string | null;
}

interface AssemblyFormProps {
  people: readonly PoolPerson[];
  running: boolean;
  /** A refusal from the server about the choices, told beside the start button. */
  refusal: AssemblyIssue | null;
  onStart: (choices: AssemblyChoices) => void;
}

const ORIENTATIONS = Object.keys(TEAM_ORIENTATIONS) as TeamOrientation[];

/** The assembler's choices: the pool, the team size, the orientation, who must be in and who leads. */
export function AssemblyForm({ people, running, refusal, onStart }: AssemblyFormProps) {
  const { t } = useTranslation();
  const [pool, setPool] = useState<string[]>([]);
  const [size, setSize] = useState(4);
  const [orientation, setOrientation] = useState<TeamOrientation>('growth');
  const [mustHave, setMustHave] = useState<string[]>([]);
  const [leadId, setLeadId] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const issue = assemblyIssue({ pool, size, mustHave, leadId });
  // A pool beyond the limit is told by the picker at once; the rest once the owner tries to start.
  const shownIssue = tried ? issue : null;
  const choosePool = (ids: string[]) => {
    setPool(ids);
    const inPool = new Set(ids);
    setMustHave((current) => current.filter((id) => inPool.has(id)));
    setLeadId((current) => (current && inPool.has(current) ? current : null));
  };
  const poolOptions = people.filter((person) => pool.includes(person.id)).map((person) => ({ value: person.id, label: person.name }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (issue) return;
    onStart({ pool, size, orientation, mustHave, leadId });
  };
  const shown = shownIssue ?? refusal;
  return (
    <form onSubmit={submit} noValidate data-testid="assembly-form" aria-describedby={shown ? 'assembly-issue' : undefined}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={600}>{t('assembler.form.pool')}</Text>
          <Text size="sm" c="dimmed">
            {t('assembler.form.poolHint', { max: ASSEMBLY_POOL_MAX })}
          </Text>
          <PoolPicker people={people} selected={pool} onChange={choosePool} max={ASSEMBLY_POOL_MAX} label={t('assembler.form.pool')} />
        </Stack>
        <NumberInput
          label={t('assembler.form.size')}
          description={t('assembler.form.sizeHint', { min: ASSEMBLY_SIZE_MIN, max: Math.min(ASSEMBLY_SIZE_MAX, Math.max(ASSEMBLY_SIZE_MIN, pool.length)) })}
          value={size}
          min={ASSEMBLY_SIZE_MIN}
          max={ASSEMBLY_SIZE_MAX}
          clampBehavior="blur"
          allowDecimal={false}
          onChange={(value) => setSize(typeof value === 'number' ? value : Number.parseInt(value, 10) || 0)}
          w={240}
          data-testid="assembly-size"
        />
        <Radio.Group label={t('assembler.form.orientation')} description={t('assembler.form.orientationHint')} value={orientation} onChange={(value) => setOrientation(value as TeamOrientation)}>
          <Stack gap="xs" mt={6}>
            {ORIENTATIONS.map((option) => (
              <Radio key={option} value={option} label={`${t(orientationLabels[option])} (${TEAM_ORIENTATIONS[option]})`} description={t(orientationHints[option])} data-testid={`orientation-${option}`} />
            ))}
          </Stack>
        </Radio.Group>
        <Group gap="md" align="flex-start" wrap="wrap">
          <MultiSelect
            label={t('assembler.form.mustHave')}
            description={t('assembler.form.mustHaveHint')}
            placeholder={pool.length === 0 ? t('assembler.form.poolFirst') : undefined}
            data={poolOptions}
            value={mustHave}
            onChange={setMustHave}
            searchable
            clearable
            disabled={pool.length === 0}
            w={360}
            data-testid="assembly-must-have"
          />
          <Select
            label={t('assembler.form.lead')}
            description={t('assembler.form.leadHint')}
            placeholder={t('assembler.form.noLead')}
            data={poolOptions}
            value={leadId}
            onChange={setLeadId}
            searchable
            clearable
            disabled={pool.length === 0}
            w={300}
            data-testid="assembly-lead"
          />
        </Group>
        {shown ? (
          <Text size="sm" c="red" role="alert" id="assembly-issue" data-testid="assembly-issue" data-code={shown.code}>
            {t(assemblyIssueKeys[shown.code], shown)}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={running} data-testid="assembly-start">
            {t('assembler.form.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
