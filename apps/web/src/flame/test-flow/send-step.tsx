import { useCallback, useEffect, useRef, useState } from 'react';
import { failureCode } from '../api/flame-client';
import { useLanguage } from '../i18n/language-context';
import { useDocumentTitle } from '../ui/document-title';
import { ErrorMessage, Loading } from '../ui/feedback';
import ui from '../ui/ui.module.css';

/**
 * Sends finished answers as soon as the step opens. Until the server has them they stay in the browser:
 * a failure (no connection among them) says why, and a button sends again.
 */
export function SendStep({ send }: { send: () => Promise<void> }) {
  const { texts } = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  useDocumentTitle(texts.send.title);

  const run = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      await send();
    } catch (error) {
      setFailure(failureCode(error));
    } finally {
      sending.current = false;
    }
  }, [send]);

  // Once when the step opens (a reload on this step sends again); after that only by the button.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <div className={ui.page} data-testid="send-answers">
      <h1 className={ui.title}>{texts.send.title}</h1>
      {failure ? (
        <>
          <p className={ui.lead}>{texts.send.failed}</p>
          <ErrorMessage code={failure} onRetry={() => void run()} retryLabel={texts.send.again} />
        </>
      ) : (
        <Loading />
      )}
    </div>
  );
}
