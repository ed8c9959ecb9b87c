import { paths } from '../../../shared/paths';
import { InternalErrorView, NotFoundView } from '../../../shared/ui/status-pages';

export function NotFoundPage() {
  return <NotFoundView homeHref={paths.public.landing} />;
}

export function InternalErrorPage() {
  return <InternalErrorView homeHref={paths.public.landing} />;
}
