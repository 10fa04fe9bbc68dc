import useSWR from 'swr';

/** The privacy policy, static content served by the shell and loaded only when opened. */
export interface PrivacySection {
  title?: string;
  contents: string[];
}
export interface PrivacyContent {
  privacy_info: PrivacySection[];
}

/** Relative to the page, so a remote running inside the shell reads the shell's copy. */
export const privacyContentPath = '/content/privacy.json';

async function fetchPrivacyContent(): Promise<PrivacyContent> {
  const response = await fetch(privacyContentPath, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Privacy content answered ${response.status}`);
  return (await response.json()) as PrivacyContent;
}

/** Pass open=false until the sheet or dialog opens: the content loads on demand. */
export function usePrivacyContent(open: boolean) {
  return useSWR(open ? privacyContentPath : null, fetchPrivacyContent, { revalidateOnFocus: false });
}
