import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { EndpointOutput, listScenes } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { COMPARE_MAX } from './compare-rules';

export type TeamSummary = EndpointOutput<typeof listScenes>['items'][number];

interface TeamChoiceProps {
  teams: readonly TeamSummary[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

/**
 * The owner's teams to compare, ticked in the order chosen. Once four are ticked the rest wait; a team
 * with a profile gone cannot be run until it is fixed, so it shows but cannot be ticked.
 */
export function TeamChoice({ teams, selected, onChange, disabled = false }: TeamChoiceProps) {
  const { t } = useTranslation();
  const full = selected.length >= COMPARE_MAX;
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <Stack gap={6} role="group" aria-label={t('compareTeams.choose.label')} data-testid="team-choice">
      {teams.map((team) => {
        const checked = selected.includes(team._id);
        const broken = team.status === 'broken';
        return (
          <Checkbox
            key={team._id}
            checked={checked}
            disabled={disabled || (!checked && (full || broken))}
            onChange={() => toggle(team._id)}
            wrapperProps={{ 'data-testid': 'team-option' }}
            label={
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {team.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('compareTeams.choose.people', { count: team.actorCount })}
                </Text>
                {broken ? (
                  <Badge size="xs" color="orange" variant="light">
                    {t('compareTeams.choose.broken')}
                  </Badge>
                ) : null}
              </Group>
            }
          />
        );
      })}
    </Stack>
  );
}
