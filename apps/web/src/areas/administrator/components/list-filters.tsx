import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Option<T extends string> = { value: T; label: string };

/** The search box of a list; the list debounces what is typed. */
export function SearchFilter({ label, value, onChange, w, testId }: { label: string; value: string; onChange: (value: string) => void; w: number; testId: string }) {
  return <TextInput type="search" label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} w={w} data-testid={testId} />;
}

/** A list filter whose first choice, the empty value, lets any line through. */
export function AnyFilterSelect<T extends string>({
  label,
  options,
  value,
  onChange,
  w,
  testId,
}: {
  label: string;
  options: readonly Option<T>[];
  value: '' | T;
  onChange: (value: '' | T) => void;
  w: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      data={[{ value: '', label: t('administration.filters.any') }, ...options]}
      value={value}
      onChange={(next) => onChange((next ?? '') as '' | T)}
      allowDeselect={false}
      w={w}
      data-testid={testId}
    />
  );
}

/** The order of a list, one of `sorts`, each named by its translation key in `labels`. */
export function SortSelect<T extends string>({
  sorts,
  labels,
  value,
  onChange,
  w,
  testId,
}: {
  sorts: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  w: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('administration.sort.label')}
      data={sorts.map((sort) => ({ value: sort, label: t(labels[sort]) }))}
      value={value}
      onChange={(next) => next && onChange(next as T)}
      allowDeselect={false}
      w={w}
      data-testid={testId}
    />
  );
}
