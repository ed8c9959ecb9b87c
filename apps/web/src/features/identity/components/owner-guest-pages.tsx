import type { OwnerArea } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/page-title';
import { useOwnerLinkRequests } from '../api/link-requests';
import { ownerAreaPages } from '../owner-areas';
import { HaveAccountLink, PasswordLoginLink } from './auth-links';
import { FirstSignupView } from './first-signup-view';
import { LoveRegistrationForm } from './love-registration-form';
import { MagicLinkView } from './magic-link-view';
import { OwnerLoginView } from './owner-login-view';
import { OwnerRegistrationForm } from './owner-registration-form';

/*
 * The guest pages every owner area has (spec section 2): the same flows, each in its own area with its
 * own credentials and its own pages to move between. The areas give them their titles.
 */

export function OwnerLoginPage({ area, title }: { area: OwnerArea; title: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`login-${area}`}>
      <PageTitle subtitle={t('identity.login.lead')}>{title}</PageTitle>
      <OwnerLoginView area={area} />
    </div>
  );
}

export function OwnerMagicLinkPage({ area, title }: { area: OwnerArea; title: string }) {
  const requests = useOwnerLinkRequests(area);
  const pages = ownerAreaPages[area];
  return (
    <div data-testid={`magic-link-${area}`}>
      <PageTitle>{title}</PageTitle>
      <MagicLinkView area={area} account="owner" home={pages.home} request={requests.loginLink}>
        <PasswordLoginLink to={pages.login} />
      </MagicLinkView>
    </div>
  );
}

export function OwnerRegistrationPage({ area, title }: { area: OwnerArea; title: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`registration-${area}`}>
      <PageTitle subtitle={area === 'love-mobile' ? t('identity.registration.loveLead') : t('identity.registration.lead')}>{title}</PageTitle>
      {area === 'love-mobile' ? <LoveRegistrationForm /> : <OwnerRegistrationForm area={area} />}
      <HaveAccountLink area={area} />
    </div>
  );
}

export function OwnerFirstSignupPage({ area, title }: { area: OwnerArea; title: string }) {
  return (
    <div data-testid={`first-signup-${area}`}>
      <PageTitle>{title}</PageTitle>
      <FirstSignupView area={area} />
    </div>
  );
}
