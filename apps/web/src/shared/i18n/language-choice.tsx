import type { Locale } from '@teamcast/domain';
import { createContext, useContext, type ReactNode } from 'react';

type OnLanguageChosen = (language: Locale) => void;

const LanguageChoiceContext = createContext<OnLanguageChosen | null>(null);

/**
 * Lets a signed-in area hear about a language the user picks with the switch, so it can store the
 * choice with the account as well as on this device. Guest pages have no provider: the choice stays local.
 */
export function LanguageChoiceProvider({ onChosen, children }: { onChosen: OnLanguageChosen; children: ReactNode }) {
  return <LanguageChoiceContext value={onChosen}>{children}</LanguageChoiceContext>;
}

export function useOnLanguageChosen(): OnLanguageChosen | null {
  return useContext(LanguageChoiceContext);
}
