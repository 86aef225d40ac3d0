import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import type { MentionListboxState } from '../hooks/use-mention-autocomplete';

/**
 * The people offered for an '@' in the textarea above it. Focus stays in the textarea
 * (aria-activedescendant names the highlighted option), so a press must not take it away.
 */
export function MentionListbox({
  id,
  open,
  people,
  activeIndex,
  optionId,
  pick,
}: MentionListboxState) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="People to mention"
      hidden={!open}
      className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-2xl border border-border bg-card p-1.5 text-card-foreground shadow-lg"
    >
      {people.map((person, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the textarea's keys drive the list.
        <div
          key={person._id}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === activeIndex}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(person)}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5',
            index === activeIndex && 'bg-muted',
          )}
        >
          <Avatar src={person.profile_pic} name={person.name} size="sm" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold">{person.name}</span>
            <span className="truncate text-xs text-muted-foreground">@{person.username}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
