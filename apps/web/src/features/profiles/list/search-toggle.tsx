import { ActionIcon, CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '../view/profile-icons';
import { useTouch } from '../view/use-phone';

/** How long typing pauses before the list searches. */
export const SEARCH_DELAY_MS = 350;

/**
 * The list's search: an icon button that reveals the field (spec section 2, "a search toggle"). Typing
 * searches after a pause; Escape clears the search and folds the field away, focus back on the button.
 */
export function SearchToggle({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const { t } = useTranslation();
  const touch = useTouch();
  const fieldId = useId();
  const [open, setOpen] = useState(value !== '');
  const [closedByUser, setClosedByUser] = useState(false);
  const [text, setText] = useState(value);
  const search = useDebouncedCallback((next: string) => {
    if (next.trim() !== value.trim()) onChange(next);
  }, SEARCH_DELAY_MS);

  const close = () => {
    search.cancel();
    setText('');
    setOpen(false);
    setClosedByUser(true);
    if (value) onChange('');
  };

  if (!open) {
    return (
      <ActionIcon
        variant="default"
        size={touch ? 'xl' : 'lg'}
        aria-label={t('profiles.search.open')}
        aria-expanded={false}
        aria-controls={fieldId}
        autoFocus={closedByUser}
        onClick={() => setOpen(true)}
        data-testid="profiles-search-toggle"
      >
        <IconSearch />
      </ActionIcon>
    );
  }
  return (
    <TextInput
      id={fieldId}
      type="text"
      role="searchbox"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
      aria-label={t('profiles.search.label')}
      placeholder={t('profiles.search.placeholder')}
      leftSection={<IconSearch />}
      rightSection={<CloseButton aria-label={t('profiles.search.close')} onClick={close} />}
      size={touch ? 'lg' : 'sm'}
      w={touch ? '100%' : 280}
      maxLength={100}
      autoFocus
      data-testid="profiles-search"
    />
  );
}
