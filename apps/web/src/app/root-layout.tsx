import { Outlet, useNavigation } from 'react-router';
import { useLoadFailure } from '../shared/loading/load-failure-store';
import { ScrollToTop } from '../shared/scroll/scroll-to-top';
import { NavigationBar } from '../shared/ui/page-loader';
import { LoadFailureView } from '../shared/ui/status-pages';

/** Around every page: scroll handling, the loading bar, and the stylesheet-failure message. */
export function RootLayout() {
  const navigation = useNavigation();
  const loadFailure = useLoadFailure();
  return (
    <>
      <ScrollToTop />
      <NavigationBar active={navigation.state !== 'idle'} />
      {loadFailure ? (
        <main id="main-content">
          <LoadFailureView kind={loadFailure.kind} />
        </main>
      ) : (
        <Outlet />
      )}
    </>
  );
}
