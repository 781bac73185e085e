import { Monitor, Moon, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { Page, Section } from '../../components/ui/page.tsx';
import { cn } from '../../lib/cn.ts';
import { useThemeStore } from '../../lib/stores/theme.ts';
import type { Theme } from '../../lib/stores/theme.ts';

const THEME_OPTIONS = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
] as const satisfies readonly { value: Theme; label: string; icon: unknown }[];

export function UserSettingsScreen() {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);

  return (
    <Page title="Settings" description="Your preferences on this device.">
      <fieldset className="rounded-xl border border-border bg-surface p-4">
        <legend className="px-1 font-semibold">Theme</legend>
        <p id="theme-help" className="mb-3 text-sm text-muted">
          System follows the light or dark setting of your phone or computer.
        </p>
        <div className="grid gap-2 sm:grid-cols-3">
          {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                theme === value ? 'border-primary bg-surface-hover' : 'border-border',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
                aria-describedby="theme-help"
                className="size-5 accent-primary"
              />
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <Section title="Your account">
        <p>
          Your name, email, password and plan are on the{' '}
          <Link to="/account" className={TEXT_LINK_CLASS}>
            Account
          </Link>{' '}
          page.
        </p>
      </Section>
    </Page>
  );
}
