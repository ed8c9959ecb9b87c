import { Badge, Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Someone who can go into a pool: a filled profile as the owner sees it. */
export interface PoolPerson {
  id: string;
  name: string;
  position: string | null;
  isDemo: boolean;
}

interface PoolPickerProps {
  people: readonly PoolPerson[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** The most a pool may hold; choosing more is told, not prevented, so the owner sees what to take out. */
  max: number;
  label: string;
  height?: number;
}

/**
 * A searchable list of people to choose a pool from, with the choice of everyone shown at once (the
 * search narrows whom) and of no one. The count says how many are chosen and the limit.
 */
export function PoolPicker({ people, selected, onChange, max, label, height = 280 }: PoolPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const countId = useId();
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? people.filter((person) => `${person.name} ${person.position ?? ''}`.toLocaleLowerCase().includes(needle)) : people;
  const chosen = new Set(selected);
  const toggle = (id: string) => onChange(chosen.has(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  const allShown = shown.length > 0 && shown.every((person) => chosen.has(person.id));
  const chooseShown = () => onChange([...selected, ...shown.filter((person) => !chosen.has(person.id)).map((person) => person.id)]);
  const dropShown = () => {
    const hidden = new Set(shown.map((person) => person.id));
    onChange(selected.filter((id) => !hidden.has(id)));
  };
  const over = selected.length > max;
  return (
    <Stack gap="xs" data-testid="pool-picker">
      <TextInput label={t('analyses.pool.search')} placeholder={t('analyses.pool.searchPlaceholder')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} size="sm" />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c={over ? 'red' : 'dimmed'} id={countId} aria-live="polite" data-testid="pool-count">
          {t('analyses.pool.chosen', { count: selected.length, max })}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={allShown ? dropShown : chooseShown} disabled={shown.length === 0} data-testid="pool-all">
            {allShown ? t('analyses.pool.dropShown', { count: shown.length }) : t('analyses.pool.chooseShown', { count: shown.length })}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => onChange([])} disabled={selected.length === 0}>
            {t('analyses.pool.clear')}
          </Button>
        </Group>
      </Group>
      <ScrollArea.Autosize mah={height} type="auto" offsetScrollbars>
        <Stack gap={2} role="group" aria-label={label} aria-describedby={countId}>
          {shown.map((person) => (
            <Checkbox
              key={person.id}
              checked={chosen.has(person.id)}
              onChange={() => toggle(person.id)}
              wrapperProps={{ 'data-testid': 'pool-option' }}
              styles={{ body: { alignItems: 'center' }, root: { padding: '4px 4px' } }}
              label={
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {person.name}
                  </Text>
                  {person.position ? (
                    <Text size="xs" c="dimmed">
                      {person.position}
                    </Text>
                  ) : null}
                  {person.isDemo ? (
                    <Badge size="xs" variant="light" color="grape">
                      {t('analyses.pool.demo')}
                    </Badge>
                  ) : null}
                </Group>
              }
            />
          ))}
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('analyses.pool.nothingFound')}
            </Text>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
      {over ? (
        <Text size="sm" c="red" role="alert" data-testid="pool-over">
          {t('analyses.pool.over', { max, count: selected.length - max })}
        </Text>
      ) : null}
    </Stack>
  );
}
