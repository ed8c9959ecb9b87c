import { Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { SceneView } from '@teamcast/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { dateOfDay, formatDate } from '../common/day-dates';
import { eventLabels } from './scene-texts';

interface DayEvents {
  day: number;
  lines: { key: string; who: string; what: string }[];
}

/**
 * The team's events by day in words: who joined, left, came back, was appointed or demoted, and which
 * pairs' interaction settings changed. A day's heading selects that day.
 */
export function EventsSidebar({ team, day, nameOf, onSelectDay }: { team: SceneView; day: number; nameOf: (id: string) => string; onSelectDay: (day: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const byDay = new Map<number, DayEvents>();
  const at = (date: number) => {
    let entry = byDay.get(date);
    if (!entry) {
      entry = { day: date, lines: [] };
      byDay.set(date, entry);
    }
    return entry;
  };
  for (const event of team.groupEvents) {
    at(event.date).lines.push({ key: `${event.code}-${event.actorId}-${event.timestamp}`, who: nameOf(event.actorId), what: t(eventLabels[event.code]) });
  }
  for (const setting of team.interactions) {
    at(setting.day).lines.push({
      key: `i-${setting.actorIds.join('-')}-${setting.day}`,
      who: `${nameOf(setting.actorIds[0])} — ${nameOf(setting.actorIds[1])}`,
      what: t(setting.remote ? 'simulator.events.interactionRemote' : 'simulator.events.interactionOffice', { hours: setting.hours }),
    });
  }
  const days = [...byDay.values()].sort((a, b) => a.day - b.day);
  // The list follows the selected day: the last day with events on or before it comes to the top.
  const viewport = useRef<HTMLDivElement>(null);
  const shownDay = [...days].reverse().find((entry) => entry.day <= day)?.day ?? days[0]?.day;
  useEffect(() => {
    const box = viewport.current;
    const target = box?.querySelector<HTMLElement>(`[data-day="${shownDay}"]`);
    if (!box || !target) return;
    box.scrollTo({ top: target.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop });
  }, [shownDay]);
  return (
    <Paper withBorder radius="md" p="sm" component="aside" aria-labelledby="scene-events" data-testid="events-sidebar">
      <Title order={2} size="h5" id="scene-events" mb="xs">
        {t('simulator.events.title')}
      </Title>
      <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars viewportRef={viewport}>
        {days.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('simulator.events.empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {days.map((entry) => (
              <li key={entry.day} data-testid="event-day" data-day={entry.day} aria-current={entry.day === day ? 'date' : undefined}>
                <UnstyledButton
                  onClick={() => onSelectDay(entry.day)}
                  px={6}
                  py={2}
                  w="100%"
                  style={{ borderRadius: 6, background: entry.day === day ? 'var(--mantine-primary-color-light)' : undefined }}
                >
                  <Text size="xs" fw={700} c={entry.day === day ? undefined : 'dimmed'}>
                    {t('simulator.events.day', { day: entry.day, date: formatDate(dateOfDay(team.startDate, entry.day), locale) })}
                  </Text>
                </UnstyledButton>
                <Stack gap={2} component="ul" p={0} m={0} pl={6} style={{ listStyle: 'none' }}>
                  {entry.lines.map((line) => (
                    <Text key={line.key} component="li" size="sm" data-testid="event-line">
                      <Text span fw={500}>
                        {line.who}
                      </Text>
                      {': '}
                      {line.what}
                    </Text>
                  ))}
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Paper>
  );
}
