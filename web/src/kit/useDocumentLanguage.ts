import { useEffect } from 'react';

/**
 * The page's language and direction (`<html lang dir>`) while a screen in another language shows (the Arabic
 * preparation board), given back as they were when it goes: screen readers, fonts and the scrollbar's side follow.
 */
export function useDocumentLanguage(lang: string, dir: 'ltr' | 'rtl'): void {
  useEffect(() => {
    const page = document.documentElement;
    const before = { lang: page.lang, dir: page.dir };
    page.lang = lang;
    page.dir = dir;
    return () => {
      page.lang = before.lang;
      page.dir = before.dir;
    };
  }, [lang, dir]);
}
