import '@xyflow/react/dist/style.css';
import type { InteractionGraphProps } from './insight-props';

export function InteractionGraphView(props: InteractionGraphProps) {
  return <div data-testid="interaction-graph" data-day={props.day} />;
}
