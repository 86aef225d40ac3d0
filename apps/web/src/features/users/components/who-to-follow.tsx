import { PanelSection } from '@/components/ui/panel-section';
import { ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { useSuggestions } from '../api/get-suggestions';
import { CardFollowButton } from './card-follow-button';
import { PersonRow } from './person-row';

/**
 * People to follow (GET /user/suggestions), each with the People card's Follow button. The
 * wide screens' right column shows it, and so may any page with room for a short list.
 */
export function WhoToFollow({ limit = 5, className }: { limit?: number; className?: string }) {
  const { data, isPending, isError, refetch } = useSuggestions(limit);

  return (
    <PanelSection
      title="Who to follow"
      more={{ to: paths.allUsers(), label: 'Show more people' }}
      className={className}
    >
      {isPending ? (
        <LoadingMessage className="py-4">Loading suggestions...</LoadingMessage>
      ) : isError ? (
        <ErrorMessage className="py-4" onRetry={() => void refetch()}>
          Failed to load suggestions
        </ErrorMessage>
      ) : data.userList.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">No suggestions for now.</p>
      ) : (
        <ul>
          {data.userList.map((user) => (
            <li key={user._id}>
              <PersonRow user={user} narrow actions={<CardFollowButton user={user} withName />} />
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
