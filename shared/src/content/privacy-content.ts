import { useContext } from 'react';
import useSWR from 'swr';
import { ApplicationContext } from '../context/application-context';
import { currentLanguage } from '../i18n/catalogs';
import type { Language } from '../i18n/languages';

/** The privacy policy, static content served by the shell and loaded only when opened. */
export interface PrivacySection {
  title?: string;
  contents: string[];
}
export interface PrivacyContent {
  privacy_info: PrivacySection[];
}

/** Relative to the page, so a remote running inside the shell reads the shell's copy. The spec's English one. */
export const privacyContentPath = '/content/privacy.json';

/** The policy in a language: privacy.json in English, privacy.ar.json and privacy.ur.json beside it. */
export function privacyContentPathIn(language: Language): string {
  return language === 'en' ? privacyContentPath : `/content/privacy.${language}.json`;
}

async function fetchPrivacyContent(path: string): Promise<PrivacyContent> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Privacy content answered ${response.status}`);
  return (await response.json()) as PrivacyContent;
}

/** Pass open=false until the sheet or dialog opens: the content loads on demand, in the page's language. */
export function usePrivacyContent(open: boolean) {
  const language = useContext(ApplicationContext)?.language ?? currentLanguage();
  return useSWR(open ? privacyContentPathIn(language) : null, fetchPrivacyContent, { revalidateOnFocus: false });
}
