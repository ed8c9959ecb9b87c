import { Alert, Button, Stack, Text } from '@mantine/core';

interface SentConfirmationProps {
  title: string;
  text: string;
  againLabel: string;
  /** Brings the empty form back for another message. */
  onAgain: () => void;
  testId: string;
}

/** What replaces a public form once the team has its message: what happens next, and a way to write again. */
export function SentConfirmation({ title, text, againLabel, onAgain, testId }: SentConfirmationProps) {
  return (
    <Stack gap="md" data-testid={testId}>
      <Alert color="teal" variant="light" role="status" title={title}>
        <Text size="sm">{text}</Text>
      </Alert>
      <div>
        <Button variant="default" onClick={onAgain}>
          {againLabel}
        </Button>
      </div>
    </Stack>
  );
}
