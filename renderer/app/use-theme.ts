// Light or dark: as the computer is set, or this desk's own choice (Accounts → Settings, kept by the desk). The
// stylesheet's colours are light-dark() pairs, so the choice is one attribute that sets color-scheme (app.css).
import { useEffect } from 'react';
import { useDeskSettings } from '../desk/use-desk-settings.js';

export function useTheme(): void {
  const theme = useDeskSettings().data?.theme ?? 'system';
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
}
