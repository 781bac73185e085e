import { useStore } from '@nanostores/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { Page, Section } from '#web/components/ui/page.tsx';
import { cn } from '#web/lib/cn.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { LANGUAGE_NAMES, LANGUAGES, language, setLanguage } from '#web/lib/i18n/language.ts';
import { settingsMessages } from '#web/lib/i18n/locales/en/settings.ts';
import { useThemeStore } from '#web/lib/stores/theme.ts';
import type { Theme } from '#web/lib/stores/theme.ts';

const THEME_OPTIONS = [
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
  { value: 'system', icon: Monitor },
] as const satisfies readonly { value: Theme; icon: unknown }[];

export function UserSettingsScreen() {
  const t = useStore(settingsMessages);
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const current = useStore(language);

  return (
    <Page title={t.title} description={t.description}>
      <fieldset className="rounded-xl border border-border bg-surface p-4">
        <legend className="px-1 font-semibold">{t.theme}</legend>
        <p id="theme-help" className="mb-3 text-sm text-muted">
          {t.themeHelp}
        </p>
        <div className="grid gap-2 sm:grid-cols-3">
          {THEME_OPTIONS.map(({ value, icon: Icon }) => (
            <Choice key={value} checked={theme === value}>
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
              {t[value]}
            </Choice>
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-xl border border-border bg-surface p-4">
        <legend className="px-1 font-semibold">{t.language}</legend>
        <p id="language-help" className="mb-3 text-sm text-muted">
          {t.languageHelp}
        </p>
        <div className="grid gap-2 sm:grid-cols-3">
          {LANGUAGES.map((code) => (
            <Choice key={code} checked={current === code}>
              <input
                type="radio"
                name="language"
                value={code}
                checked={current === code}
                onChange={() => setLanguage(code)}
                aria-describedby="language-help"
                className="size-5 accent-primary"
              />
              {/* Each language named in itself, so a reader finds their own in any language. */}
              <span lang={code}>{LANGUAGE_NAMES[code]}</span>
            </Choice>
          ))}
        </div>
      </fieldset>
      <Section title={t.yourAccount}>
        <p>
          <Interpolate
            message={t.accountPage}
            values={{
              link: (
                <Link to="/account" className={TEXT_LINK_CLASS}>
                  {t.account}
                </Link>
              ),
            }}
          />
        </p>
      </Section>
    </Page>
  );
}

/** One option of a group of radios: the whole row is the target. */
function Choice({ checked, children }: { checked: boolean; children: ReactNode }) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        checked ? 'border-primary bg-surface-hover' : 'border-border',
      )}
    >
      {children}
    </label>
  );
}
