import { ActionIcon, Group, Slider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 2;
export const ZOOM_DEFAULT = 1;
const STEP = 0.1;

const round = (value: number) => Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, value)) * 10) / 10;

/** The scale of the member cards, 50 % to 200 %; 100 % by default, and back to it by a click. */
export function ZoomControl({ zoom, onChange }: { zoom: number; onChange: (zoom: number) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" data-testid="zoom-control">
      <Text size="sm" id="zoom-label">
        {t('simulator.zoom.label')}
      </Text>
      <ActionIcon variant="default" aria-label={t('simulator.zoom.out')} onClick={() => onChange(round(zoom - STEP))} disabled={zoom <= ZOOM_MIN}>
        −
      </ActionIcon>
      <Slider
        w={110}
        value={zoom}
        min={ZOOM_MIN}
        max={ZOOM_MAX}
        step={STEP}
        onChange={(value) => onChange(round(value))}
        label={(value) => `${Math.round(value * 100)}%`}
        thumbLabel={t('simulator.zoom.label')}
      />
      <ActionIcon variant="default" aria-label={t('simulator.zoom.in')} onClick={() => onChange(round(zoom + STEP))} disabled={zoom >= ZOOM_MAX}>
        +
      </ActionIcon>
      <Text
        size="sm"
        w={48}
        ta="right"
        component="button"
        type="button"
        onClick={() => onChange(ZOOM_DEFAULT)}
        title={t('simulator.zoom.reset')}
        style={{ background: 'none', border: 0, cursor: 'pointer', padding: 0 }}
        data-testid="zoom-value"
      >
        {Math.round(zoom * 100)}%
      </Text>
    </Group>
  );
}
