import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import type { Language } from '@storefront/shared';

type LocaleModule = { default: Locale };

/** antd's own texts (a modal's close label, an empty list) per language; English is antd's default. */
const localeModules: Partial<Record<Language, () => Promise<LocaleModule>>> = {
  ar: () => import('antd/locale/ar_EG'),
  ur: () => import('antd/locale/ur_PK'),
};
const loaded = new Map<Language, Locale>();

/** antd's locale for the language: fetched on first use (a chunk of its own), undefined meanwhile and for English. */
export function useAntdLocale(language: Language): Locale | undefined {
  const [, setLoadedCount] = useState(loaded.size);
  useEffect(() => {
    const load = localeModules[language];
    if (!load || loaded.has(language)) return;
    let current = true;
    load()
      .then((module) => {
        loaded.set(language, module.default);
        if (current) setLoadedCount(loaded.size);
      })
      .catch((error: unknown) => console.warn(`[storefront] antd's ${language} texts could not be loaded`, error));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded.get(language);
}
