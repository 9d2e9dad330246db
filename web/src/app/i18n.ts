import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './locales/ar.ts';
import { fr } from './locales/fr.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fr };
  }
}

export type Language = 'fr' | 'ar';

// Resources are bundled, so init completes synchronously before the first render.
void i18n.use(initReactI18next).init({
  resources: { fr: { translation: fr }, ar: { translation: ar } },
  lng: 'fr',
  fallbackLng: 'fr',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Text direction for a language: Arabic reads right to left. */
export const direction = (language: Language): 'rtl' | 'ltr' => i18n.dir(language);
