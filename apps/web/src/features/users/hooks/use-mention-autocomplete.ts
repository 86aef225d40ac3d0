import { findTextEntities, limits, type User } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { mentionCandidatesQueryOptions } from '../api/list-users';

const SHOWN = 5;
const DEBOUNCE_MS = 150;
// The contract's parser (text-entities.ts): an '@' not right after a letter, digit, '_', '.'
// or '@', then username characters, at most as many as a username may have.
const MENTION_BEFORE_CARET = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.@])@([A-Za-z0-9_.]{1,${limits.usernameMax}})$`,
  'u',
);
const USERNAME_CHAR = /[A-Za-z0-9_.]/;
// Keys that only move the caret: the word under it may have changed.
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

export type MentionQuery = { start: number; end: number; search: string };

/** The '@name' being typed right before the caret, or null. */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const match = text.slice(0, caret).match(MENTION_BEFORE_CARET);
  if (!match?.[1] || USERNAME_CHAR.test(text.charAt(caret))) return null;
  const start = caret - match[0].length;
  // In 'https://site/@ann' the '@' belongs to the link, as the parser reads it.
  const inLink = findTextEntities(text).some(
    (entity) => entity.kind === 'link' && entity.start <= start && start < entity.end,
  );
  // A username never ends in '.', so '@ann.' searches for 'ann'.
  const search = match[1].replace(/\.+$/, '');
  return inLink || !search ? null : { start, end: caret, search };
}

type TextareaHandlers = {
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => unknown;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => unknown;
};

/**
 * People offered while '@name' is typed in a textarea, as an ARIA combobox: the arrows move,
 * Enter or Tab picks, Escape closes. `setText` receives the text with '@username ' put in;
 * the caret is then placed after it. Plain keys pass through while the list is closed.
 */
export function useMentionAutocomplete(setText: (text: string) => void) {
  const listboxId = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const [caret, setCaret] = useState<number | null>(null);
  const search = useDebouncedValue(query?.search ?? '', DEBOUNCE_MS);
  const { data } = useQuery(mentionCandidatesQueryOptions(search));
  const people: User[] = query && search ? (data?.userList.slice(0, SHOWN) ?? []) : [];
  const open = people.length > 0;
  const activeIndex = Math.min(active, people.length - 1);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useLayoutEffect(() => {
    if (caret === null || !textarea.current) return;
    textarea.current.focus();
    textarea.current.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  const readCaret = (element: HTMLTextAreaElement) => {
    textarea.current = element;
    const { value, selectionStart, selectionEnd } = element;
    setQuery(selectionStart === selectionEnd ? mentionAt(value, selectionStart) : null);
    setActive(0);
  };

  const pick = (person: User) => {
    const element = textarea.current;
    if (!element || !query) return;
    const after = element.value.slice(query.end);
    const inserted = `@${person.username}${/^\s/.test(after) ? '' : ' '}`;
    setText(element.value.slice(0, query.start) + inserted + after);
    setQuery(null);
    setCaret(query.start + inserted.length + (/^\s/.test(after) ? 1 : 0));
  };

  /** Whether the key was the list's to handle. */
  const handleKey = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
    if (event.key === 'ArrowDown') setActive((activeIndex + 1) % people.length);
    else if (event.key === 'ArrowUp') setActive((activeIndex - 1 + people.length) % people.length);
    else if ((event.key === 'Enter' || event.key === 'Tab') && plain) {
      const person = people[activeIndex];
      if (person) pick(person);
    } else if (event.key === 'Escape') {
      // Closing the list must not also close a dialog around the form.
      event.stopPropagation();
      setQuery(null);
    } else return false;
    event.preventDefault();
    return true;
  };

  const bind = (own: TextareaHandlers = {}) => ({
    role: 'combobox' as const,
    'aria-autocomplete': 'list' as const,
    'aria-expanded': open,
    'aria-controls': listboxId,
    'aria-activedescendant': open ? optionId(activeIndex) : undefined,
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
      own.onChange?.(event);
      readCaret(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLTextAreaElement>) => {
      own.onBlur?.(event);
      setQuery(null);
    },
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (!handleKey(event)) own.onKeyDown?.(event);
    },
    onKeyUp: (event: KeyboardEvent<HTMLTextAreaElement>) => {
      const moved = CARET_KEYS.has(event.key);
      if (moved || (!open && (event.key === 'ArrowUp' || event.key === 'ArrowDown')))
        readCaret(event.currentTarget);
    },
    onClick: (event: { currentTarget: HTMLTextAreaElement }) => readCaret(event.currentTarget),
  });

  return { bind, listbox: { id: listboxId, open, people, activeIndex, optionId, pick } };
}

export type MentionListboxState = ReturnType<typeof useMentionAutocomplete>['listbox'];
