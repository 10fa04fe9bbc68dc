import { Alert } from 'antd';
import { ConsoleApiError } from './client';

/** A failed call as the operator reads it: the API's title, and its detail when there is one. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const title = error instanceof ConsoleApiError ? error.title : 'Something went wrong';
  const detail = error instanceof ConsoleApiError && error.message !== error.title ? error.message : undefined;
  return <Alert type="error" showIcon role="alert" title={title} description={detail} />;
}

/** The same as one line, for a toast. */
export function errorText(error: unknown): string {
  if (error instanceof ConsoleApiError) return error.message === error.title ? error.title : `${error.title}: ${error.message}`;
  return 'Something went wrong';
}
