import { Moon, Sun } from 'lucide-react';
import { useThemeStore } from '../../lib/stores/theme.ts';
import { buttonClass } from './button.tsx';

/** One tap between light and dark; the full choice (with system) is in user settings. */
export function ThemeToggle() {
  const resolvedTheme = useThemeStore((state) => state.resolvedTheme);
  const toggle = useThemeStore((state) => state.toggle);
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
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
