import { Tabs } from '@/components/ui/tabs';
import { ModerationLog } from './moderation-log';
import { ReportQueue } from './report-queue';

/** The moderators' page body: the open reports, and the log of what was done. */
export function ModerationPanel() {
  return (
    <Tabs
      label="Moderation"
      tabs={[
        { id: 'reports', label: 'Open reports', panel: <ReportQueue /> },
        { id: 'log', label: 'Log', panel: <ModerationLog /> },
      ]}
    />
  );
}
