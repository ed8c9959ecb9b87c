import { lazy, Suspense, useEffect } from 'react';
import { LanguageProvider } from './i18n/language-context';
import type { Locale } from './i18n/language';
import { OnboardingPage } from './onboarding/onboarding-page';
import { InstructionPage } from './onboarding/instruction-page';
import { PartnerPage } from './partner/partner-page';
import { NavigationProvider, useNavigation } from './router/navigation';
import { flamePaths } from './router/routes';
import { ServicesProvider, type FlameServices } from './services';
import { loadResult } from './test-flow/preload-result';
import { TestPage } from './test-flow/test-page';
import { Loading } from './ui/feedback';
import { Layout } from './ui/layout';
import { LoadBoundary } from './ui/load-boundary';
import { NotFoundPage } from './ui/not-found-page';

// The result, the payment and the report are a chunk of their own: the test's first page never loads them.
const ResultPage = lazy(() => loadResult().then((module) => ({ default: module.ResultPage })));

function Page() {
  const { route, navigate } = useNavigation();
  useEffect(() => {
    if (route.page === 'root') navigate(flamePaths.onboarding, { replace: true });
  }, [route, navigate]);

  switch (route.page) {
    case 'root':
    case 'onboarding':
      return <OnboardingPage />;
    case 'instruction':
      return <InstructionPage />;
    case 'questionnaire':
      return route.key === undefined ? <TestPage /> : <PartnerPage key={route.key} testKey={route.key} />;
    case 'result':
      return (
        <LoadBoundary>
          <Suspense fallback={<Loading />}>
            <ResultPage key={route.key} testKey={route.key} />
          </Suspense>
        </LoadBoundary>
      );
    case 'notFound':
      return <NotFoundPage />;
  }
}

/** The consumer partner test (spec section 2, `/main`), its own page of the build. */
export function FlameApp({ services, language }: { services: FlameServices; language: Locale }) {
  return (
    <ServicesProvider services={services}>
      <LanguageProvider initial={language} store={services.store}>
        <NavigationProvider>
          <Layout>
            <Page />
          </Layout>
        </NavigationProvider>
      </LanguageProvider>
    </ServicesProvider>
  );
}
