import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import type { Language } from '@storefront/shared';

type LocaleModule = { default: Locale };

/**
 * antd's own texts (a dialog's close label, an empty list) per language; English is bundled with the
 * kit. Arabic and Urdu are the parts of antd's locale the kit's components show (antd-texts/), a
 * chunk each.
 */
const localeModules: Record<Exclude<Language, 'en'>, () => Promise<LocaleModule>> = {
  ar: () => import('./antd-texts/ar'),
  ur: () => import('./antd-texts/ur'),
};
const loaded = new Map<Language, Locale>([['en', enUS]]);

/**
 * antd's locale for the language, fetched on first use (a chunk of its own). Always a locale: the one
 * shown stays until the next has arrived, because ConfigProvider wraps its children differently with
 * and without one, and a change of wrapper would remount the page and lose what the visitor typed.
 */
export function useAntdLocale(language: Language): Locale {
  const [shown, setShown] = useState<Locale>(() => loaded.get(language) ?? enUS);
  useEffect(() => {
    const ready = loaded.get(language);
    if (ready) {
      setShown(ready);
      return;
    }
    let current = true;
    localeModules[language as Exclude<Language, 'en'>]()
      .then((module) => {
        loaded.set(language, module.default);
        if (current) setShown(module.default);
      })
      .catch((error: unknown) => console.warn(`[storefront] antd's ${language} texts could not be loaded`, error));
    return () => {
      current = false;
    };
  }, [language]);
  return shown;
}
