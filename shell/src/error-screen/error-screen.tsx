import { Button, Result } from 'antd';
import { messages } from '../messages';

export interface ErrorScreenProps {
  status?: number;
  text: string;
  /** Alone on the page (no chrome around it), so it is the page's main content. */
  fullPage?: boolean;
}

/** The fallback screen: 'Unexpected Application Error!' with the status and the text. */
export function ErrorScreen({ status, text, fullPage = false }: ErrorScreenProps) {
  const Container = fullPage ? 'main' : 'div';
  return (
    <Container className="sf-error-screen">
      <Result
        status="warning"
        title={<h1 className="sf-error-screen__title">{messages.errorScreen.title}</h1>}
        subTitle={
          <>
            {status !== undefined && <span className="sf-error-screen__status">{status} </span>}
            <span>{text}</span>
          </>
        }
        extra={
          // A full page load: the fallback may show when the app itself is broken.
          <Button type="primary" href="/">
            {messages.errorScreen.backToHome}
          </Button>
        }
      />
    </Container>
  );
}
