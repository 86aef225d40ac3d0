import { messages, type Session } from '@app/contract';
import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { formatDateTime, formatFullDate } from '@/lib/dates';
import { failureToast } from '@/lib/failure-toast';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { describeDevice } from '../lib/describe-device';
import { SettingsSection } from './settings-section';

const isPhone = (userAgent: string) => /Mobile|Android|iPhone|iPad/.test(userAgent);

function DeviceRow({ session }: { session: Session }) {
  const { toast } = useToast();
  const end = useEndSession();
  const name = describeDevice(session.userAgent);
  const Icon = isPhone(session.userAgent) ? Smartphone : Monitor;

  return (
    <li className="flex min-w-0 items-center gap-3 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate font-semibold" title={session.userAgent}>
            {name}
          </span>
          {session.current && (
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
              This device
            </span>
          )}
        </span>
        <span className="text-sm text-muted-foreground">
          Last active{' '}
          <time dateTime={session.last_used_at} title={formatFullDate(session.last_used_at)}>
            {formatDateTime(session.last_used_at)}
          </time>
        </span>
      </div>
      {!session.current && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Sign out ${name}, last active ${formatDateTime(session.last_used_at)}`}
          isLoading={end.isPending}
          onClick={() =>
            end.mutate(session._id, {
              onSuccess: () => toast({ title: messages.sessionEnded }),
              onError: (error) => toast(failureToast(error)),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Where my account is signed in, with a way to end any session but this one. */
export function DevicesSection() {
  const { toast } = useToast();
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data?.sessions ?? [];
  // This device first, then the most recently used.
  const ordered = [...list].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at),
  );
  const others = list.filter((session) => !session.current).length;

  return (
    <SettingsSection title="Devices" description="Browsers and apps signed in to your account.">
      {sessions.isPending ? (
        <div role="status" className="flex py-2">
          <Spinner className="size-5 text-primary" />
          <span className="sr-only">Loading devices</span>
        </div>
      ) : sessions.isError ? (
        <p className="text-sm text-error">Could not load your devices.</p>
      ) : (
        <>
          <ul aria-label="Signed-in devices" className="flex flex-col divide-y divide-border">
            {ordered.map((session) => (
              <DeviceRow key={session._id} session={session} />
            ))}
          </ul>
          {others > 0 && (
            <div>
              <Button variant="outline" onClick={() => setConfirming(true)}>
                Sign out of all other devices
              </Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out of all other devices?"
        description={`${others === 1 ? 'One other device' : `${others} other devices`} will need your password to sign in again. This device stays signed in.`}
        confirmLabel="Sign out others"
        destructive
        isPending={endOthers.isPending}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: messages.otherSessionsEnded });
            },
            onError: (error) => toast(failureToast(error)),
          })
        }
      />
    </SettingsSection>
  );
}
