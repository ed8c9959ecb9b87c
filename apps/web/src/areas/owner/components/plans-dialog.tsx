import { Badge, Divider, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { featureTiers, tierOpen, type FeatureTier, type OwnerTool } from '@teamcast/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../../features/contact/contact-form';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { tierNames, tierOpens, toolNames } from './tool-access';

/** What the dialog was opened for: a locked tool and the tier that opens it, or nothing in particular. */
export interface PlansRequest {
  tool?: OwnerTool;
  tier?: FeatureTier;
}

interface Plans {
  open: (request?: PlansRequest) => void;
}

const PlansContext = createContext<Plans | null>(null);

export function usePlans(): Plans {
  const plans = useContext(PlansContext);
  if (!plans) throw new Error('usePlans needs a PlansProvider above it');
  return plans;
}

/**
 * The plans dialog for the whole owner area, so the menu, the dashboard and a locked page open the
 * same one. Plans cannot be bought in the app yet, so it says what each tier opens and lets the owner
 * ask for one through the contact form, with the account's email and the tier already filled in.
 */
export function PlansProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<PlansRequest | null>(null);
  const open = useCallback((next: PlansRequest = {}) => setRequest(next), []);
  const plans = useMemo(() => ({ open }), [open]);
  return (
    <PlansContext value={plans}>
      {children}
      <PlansDialog request={request} onClose={() => setRequest(null)} />
    </PlansContext>
  );
}

function PlansDialog({ request, onClose }: { request: PlansRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: self } = useOwnerSelf('owner');
  const tier = request?.tier;
  const tierName = tier ? t(tierNames[tier]) : null;
  return (
    <Modal opened={request !== null} onClose={onClose} title={t('ownerHelp.plans.title')} size="lg" centered data-testid="plans-dialog">
      <Stack gap="md">
        {request?.tool && tierName ? (
          <Text fw={600} data-testid="plans-reason">
            {t('ownerHelp.plans.forTool', { tool: t(toolNames[request.tool]), tier: tierName })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('ownerHelp.plans.intro')}
        </Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="plans-tiers">
          {featureTiers.map((each) => {
            const yours = self ? tierOpen(each, self.accessRules) : false;
            return (
              <Paper
                key={each}
                component="li"
                withBorder
                radius="md"
                px="sm"
                py="xs"
                data-testid={`plan-${each}`}
                aria-current={each === tier ? 'true' : undefined}
                style={each === tier ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <div>
                    <Text fw={600} size="sm">
                      {t(tierNames[each])}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(tierOpens[each])}
                    </Text>
                  </div>
                  {each === 'monitor' ? (
                    <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                      {t('ownerHelp.plans.inDevelopment')}
                    </Badge>
                  ) : yours ? (
                    <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
                      {t('ownerHelp.plans.yours')}
                    </Badge>
                  ) : null}
                </Group>
              </Paper>
            );
          })}
        </Stack>
        <Divider />
        <div>
          <Title order={3} size="h4">
            {t('ownerHelp.plans.askTitle')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('ownerHelp.plans.askText')}
          </Text>
        </div>
        <ContactForm
          key={`${self?.email ?? ''}-${tier ?? ''}`}
          initialValues={{
            email: self?.email ?? '',
            message: tierName ? t('ownerHelp.plans.message', { tier: tierName }) : t('ownerHelp.plans.messageAny'),
          }}
        />
      </Stack>
    </Modal>
  );
}
