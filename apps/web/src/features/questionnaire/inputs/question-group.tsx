import { Input } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface QuestionGroupProps {
  readonly label: string;
  readonly error?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A question answered with more than one control: its wording labels the whole group for screen
 * readers, and the error is read with it.
 */
export function QuestionGroup({ label, error, children }: QuestionGroupProps) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} error={error} labelElement="div" size="md">
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
        {children}
      </div>
    </Input.Wrapper>
  );
}
