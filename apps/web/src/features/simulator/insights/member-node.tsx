import { Box, getThemeColor, Group, Text, useMantineTheme } from '@mantine/core';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { CSSProperties } from 'react';

export type MemberNodeData = {
  name: string;
  /** The mood band's colour and name, or null without a forecast. */
  mood: { color: string; label: string } | null;
  lead: string | null;
};
export type MemberNode = Node<MemberNodeData, 'member'>;

// Edges run from centre to centre, so the handles sit hidden in the middle of the node.
const centre: CSSProperties = { top: '50%', left: '50%', transform: 'translate(-50%, -50%)', opacity: 0, pointerEvents: 'none' };

/** A member as the graph shows them: the name, framed and dotted in the mood's colour, and the lead marked. */
export function MemberNodeView({ data }: NodeProps<MemberNode>) {
  const theme = useMantineTheme();
  const color = data.mood ? getThemeColor(data.mood.color, theme) : 'var(--mantine-color-gray-4)';
  return (
    <Box
      px="sm"
      py={6}
      bg="var(--mantine-color-body)"
      style={{ border: `3px solid ${color}`, borderRadius: 'var(--mantine-radius-md)', boxShadow: 'var(--mantine-shadow-xs)' }}
      title={data.mood?.label}
    >
      <Handle type="target" position={Position.Top} style={centre} isConnectable={false} />
      <Group gap={6} wrap="nowrap">
        <Box w={10} h={10} bg={color} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {data.name}
        </Text>
        {data.lead && (
          <Text size="xs" c="dimmed">
            {data.lead}
          </Text>
        )}
      </Group>
      <Handle type="source" position={Position.Bottom} style={centre} isConnectable={false} />
    </Box>
  );
}
