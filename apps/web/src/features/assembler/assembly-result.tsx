import { Alert, Stack, Text, Title } from '@mantine/core';
import type { AssemblyResultView } from '@teamcast/contract';
import { TEAM_ORIENTATIONS } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../shared/forms/form-alert';
import { confidenceLabels, orientationLabels } from './assembly-texts';
import { ProposalCard } from './proposal-card';

interface AssemblyResultProps {
  result: AssemblyResultView;
  opening: number | null;
  openFailure: string | null;
  onOpen: (index: number) => void;
}

/** The search in words, then each proposed team ranked best first. */
export function AssemblyResult({ result, opening, openFailure, onOpen }: AssemblyResultProps) {
  const { t, i18n } = useTranslation();
  const names = new Map(result.people.map((person) => [person.id, person.name]));
  const nameOf = (id: string) => names.get(id) ?? t('assembler.proposal.unknown');
  const { search } = result;
  const count = (value: number) => value.toLocaleString(i18n.language);
  return (
    <Stack gap="md" data-testid="assembly-result">
      <Title order={2} size="h3">
        {t('assembler.result.title', { orientation: t(orientationLabels[result.orientation]), order: TEAM_ORIENTATIONS[result.orientation], size: result.size })}
      </Title>
      <Text data-testid="assembly-search">
        {search.exhaustive
          ? t('assembler.search.exhaustive', { teams: count(search.simulatedTeams) })
          : t('assembler.search.sampled', {
              checked: count(search.surrogateTeams),
              simulated: count(search.simulatedTeams),
              agreeing: search.restartsAgreeing,
              restarts: search.restarts,
              confidence: t(confidenceLabels[search.confidence]),
            })}
      </Text>
      <FormAlert code={openFailure} />
      {result.proposals.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="assembly-empty">
          {t('assembler.result.none')}
        </Alert>
      ) : (
        result.proposals.map((proposal, index) => (
          <ProposalCard key={proposal.memberIds.join()} proposal={proposal} rank={index + 1} result={result} nameOf={nameOf} opening={opening === index} onOpen={() => onOpen(index)} />
        ))
      )}
    </Stack>
  );
}
