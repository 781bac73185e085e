import { useStore } from '@nanostores/react';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { accountMessages } from '#web/lib/i18n/locales/en/account.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { DeleteAccountSection } from './components/delete-account-section.tsx';
import { MyDataSection } from './components/my-data-section.tsx';
import { PasswordSection } from './components/password-section.tsx';
import { PlanSection } from './components/plan-section.tsx';
import { ProfileSection } from './components/profile-section.tsx';

export function AccountScreen() {
  const t = useStore(accountMessages);
  const user = useAuthStore((state) => state.user);
  return (
    <Page title={t.title} description={t.description}>
      {user ? (
        <>
          <ProfileSection user={user} />
          <PasswordSection />
          <PlanSection user={user} />
          <MyDataSection />
          <DeleteAccountSection user={user} />
        </>
      ) : (
        <Spinner />
      )}
    </Page>
  );
}
