import { BaseEdge, EdgeLabelRenderer, getStraightPath, type Edge, type EdgeProps } from '@xyflow/react';

/** A pair's hours as written on its line; null for a pair working the default, drawn faintly and unlabelled. */
export type HoursEdgeData = { label: string | null; width: number; remote: boolean };
export type HoursEdge = Edge<HoursEdgeData, 'hours'>;

/** A pair's line, thicker for more hours and dashed when remote, its hours written in the middle. */
export function HoursEdgeView({ id, sourceX, sourceY, targetX, targetY, data }: EdgeProps<HoursEdge>) {
  const [path, labelX, labelY] = getStraightPath({ sourceX, sourceY, targetX, targetY });
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        style={{
          stroke: data?.label ? 'var(--mantine-color-blue-5)' : 'var(--mantine-color-gray-3)',
          strokeWidth: data?.width ?? 1,
          strokeDasharray: data?.remote ? '6 4' : undefined,
        }}
      />
      {data?.label && (
        <EdgeLabelRenderer>
          {/* Above the members' boxes: a label between two close neighbours would otherwise hide under them. */}
          <div
            className="nodrag nopan"
            style={{
              position: 'absolute',
              transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
              zIndex: 1001,
              padding: '1px 6px',
              borderRadius: 4,
              background: 'var(--mantine-color-body)',
              border: '1px solid var(--mantine-color-blue-2)',
              fontSize: 11,
              whiteSpace: 'nowrap',
              color: 'var(--mantine-color-text)',
            }}
          >
            {data.label}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}
