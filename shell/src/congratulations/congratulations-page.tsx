import { useEffect, useRef } from 'react';
import { Button, Result } from '@storefront/shared/ui';
import { useNavigate } from '@storefront/shared/router';
import { useApplication } from '@storefront/shared';
import { messages } from '../messages';

const m = messages.congratulations;

/** After a submitted application: the success text, and the browser's back button leads home. */
export function CongratulationsPage() {
  const { product } = useApplication();
  const navigate = useNavigate();
  useBackButtonGoesHome();
  return (
    <Result
      status="success"
      title={<h1 className="sf-page-title">{m.title}</h1>}
      subTitle={
        <>
          <p>{product === 'Loan' ? m.loanSubmitted : m.cardSubmitted}</p>
          <p>{m.nextSteps}</p>
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {m.backToHome}
        </Button>
      }
    />
  );
}

/**
 * Going back would return to a wizard whose application is already submitted (or leave the site),
 * so one extra history entry catches the back press and sends the visitor to '/'.
 */
function useBackButtonGoesHome() {
  const navigate = useNavigate();
  const trapped = useRef(false);
  useEffect(() => {
    if (!trapped.current) {
      trapped.current = true;
      window.history.pushState(window.history.state, '', window.location.href);
    }
    const onBack = () => navigate('/', { replace: true });
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [navigate]);
}
