import { type AccountExport, messages } from '@app/contract';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField, useCurrentPassword } from '@/components/ui/current-password-field';
import { useToast } from '@/components/ui/use-toast';
import { failureToast } from '@/lib/failure-toast';
import { useExportData } from '../api/export-data';
import { SettingsSection } from './settings-section';

/** Hands the archive to the browser as a file download. */
function saveAsFile(archive: AccountExport) {
  const day = archive.exportedAt.slice(0, 10);
  const blob = new Blob([JSON.stringify(archive, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `murmur-${archive.profile.username}-${day}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Download your data" (PRODUCT.md §9). The password is asked again: the file names the
 * author of every anonymous post, so an unlocked session alone must not carry it off.
 */
export function ExportDataSection() {
  const { toast } = useToast();
  const exportData = useExportData();
  const password = useCurrentPassword();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = password.take();
    if (typed === undefined) return;
    exportData.mutate(
      { password: typed },
      {
        onSuccess: (data) => {
          saveAsFile(data.export);
          password.clear();
          toast({ title: messages.accountExported });
        },
        onError: (failure) => {
          if (!password.showServerError(failure)) toast(failureToast(failure));
        },
      },
    );
  };

  return (
    <SettingsSection title={messages.exportData} description={messages.exportDataDescription}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <CurrentPasswordField {...password.field} />
        <div>
          <Button type="submit" isLoading={exportData.isPending}>
            {messages.exportData}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
