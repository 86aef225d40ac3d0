import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordSection } from '@/features/settings/components/change-password-section';
import { DevicesSection } from '@/features/settings/components/devices-section';
import { ExportDataSection } from '@/features/settings/components/export-data-section';
import { MutedAccountsSection } from '@/features/settings/components/muted-accounts-section';
import { MutedWordsSection } from '@/features/settings/components/muted-words-section';

export function SettingsRoute() {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your password, devices, what you mute, and your data."
      />
      <div className="flex flex-col gap-6">
        <ChangePasswordSection />
        <DevicesSection />
        <MutedWordsSection />
        <MutedAccountsSection />
        <ExportDataSection />
      </div>
    </>
  );
}
