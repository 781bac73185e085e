import { useStore } from '@nanostores/react';
import { Moon, Sun } from 'lucide-react';
import { uiMessages } from '#web/lib/i18n/locales/en/ui.ts';
import { useThemeStore } from '#web/lib/stores/theme.ts';
import { buttonClass } from './button.tsx';

/** One tap between light and dark; the full choice (with system) is in user settings. */
export function ThemeToggle() {
  const t = useStore(uiMessages);
  const resolvedTheme = useThemeStore((state) => state.resolvedTheme);
  const toggle = useThemeStore((state) => state.toggle);
  const label = resolvedTheme === 'dark' ? t.switchToLight : t.switchToDark;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className={buttonClass('ghost', 'px-0')}
    >
      {resolvedTheme === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
