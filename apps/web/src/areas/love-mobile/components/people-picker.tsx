import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { Profile } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { ProfileAvatar } from '../../../features/profiles/avatars/profile-avatar';
import { fullName } from '../../../features/profiles/view/profile-names';
import classes from './love-mobile.module.css';

interface PeoplePickerProps {
  readonly people: readonly Profile[];
  /** The chosen ids in the order chosen: the first is the pair's first. */
  readonly chosen: readonly string[];
  readonly onChange: (chosen: string[]) => void;
  readonly labelledBy: string;
}

/**
 * Two people out of one's partners and friends, ticked on cards a thumb can hit. Once two are ticked the
 * others wait until one is let go; each ticked card shows whether it is the first or the second.
 */
export function PeoplePicker({ people, chosen, onChange, labelledBy }: PeoplePickerProps) {
  const { t } = useTranslation();
  const full = chosen.length >= 2;
  return (
    <Checkbox.Group
      value={[...chosen]}
      onChange={(next) => {
        // The group reports the ticked values in the cards' order; the pair keeps the order they were ticked in.
        const kept = chosen.filter((id) => next.includes(id));
        onChange([...kept, ...next.filter((id) => !kept.includes(id))].slice(0, 2));
      }}
      aria-labelledby={labelledBy}
    >
      <Stack gap="xs" data-testid="love-people">
        {people.map((person) => {
          const place = chosen.indexOf(person._id);
          const name = fullName(person) || t('love.people.noName');
          return (
            <Checkbox.Card
              key={person._id}
              value={person._id}
              radius="md"
              className={classes.personCard}
              disabled={full && place === -1}
              data-testid="love-person"
            >
              <Group wrap="nowrap" gap="sm">
                <Checkbox.Indicator />
                <ProfileAvatar avatarName={person.avatarName} size={40} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} className={classes.ellipsis}>
                    {name}
                  </Text>
                  {person.age !== null ? (
                    <Text size="sm" c="dimmed">
                      {t('love.people.age', { count: person.age })}
                    </Text>
                  ) : null}
                </Stack>
                {place !== -1 ? (
                  <Badge variant="filled" color="pink" circle size="lg" aria-label={t(place === 0 ? 'love.people.first' : 'love.people.second')}>
                    {place + 1}
                  </Badge>
                ) : null}
              </Group>
            </Checkbox.Card>
          );
        })}
      </Stack>
      {full ? (
        <Text size="sm" c="dimmed" mt="xs" data-testid="love-people-full">
          {t('love.people.full')}
        </Text>
      ) : null}
    </Checkbox.Group>
  );
}
