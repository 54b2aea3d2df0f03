// A comment's body, for adding and editing: `@` offers the project's members through React Aria's useAutocomplete,
// mounted only while an `@name` is typed. The hook, not <Autocomplete>, whose module would load with the board.
import { useLayoutEffect, useRef, useState } from 'react';
import { useAutocomplete } from 'react-aria';
import {
  FieldError,
  FieldInputContext,
  Label,
  ListBox,
  ListBoxItem,
  SelectableCollectionContext,
  Text,
  TextArea,
  TextField as AriaTextField,
} from 'react-aria-components';
import { LIMITS, mentionToken, resolveMentions, validateComment } from '../../lib/validation';
import { clipCounted, cutMessage, limitCount } from '../../components/characterLimit';
import { COUNTER_FROM } from '../../components/TextField';
import { matchingMembers, mentionQuery, type MentionQuery } from './mentionQuery';
import { editMarkup, insertMention, shownText } from './mentionText';

export interface Mentionable {
  id: string;
  name: string;
  /** Its part before `@` mentions them when typed (`@ada`); empty when not known. */
  email?: string;
}

/** The body as it is sent: mentions typed without the list made tokens, as the service makes them too. */
export function sentBody(body: string, members: readonly Mentionable[]): string {
  return resolveMentions(body.trim(), members).body;
}

export interface CommentBodyFieldProps {
  label: string;
  /** The markup that is sent (mentions as tokens); the field shows it with each mention as `@Name`. */
  body: string;
  setBody: (body: string) => void;
  error: string | undefined;
  setError: (error: string | undefined) => void;
  /** The project's members, offered after `@`. */
  members: readonly Mentionable[];
  autoFocus?: boolean;
  description?: string;
}

const MAX = LIMITS.commentBodyMax;

export function CommentBodyField(props: CommentBodyFieldProps) {
  const { label, body, setBody, error, setError, members, autoFocus, description } = props;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // The query and the caret are in the shown text's positions.
  const [query, setQuery] = useState<MentionQuery | null>(null);
  // How much a paste over the limit lost, said until the next change.
  const [cut, setCut] = useState(0);
  const shown = shownText(body);
  // Where the caret goes once a chosen mention is in the text (set after React writes the new value).
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const write = (markup: string) => {
    const { text: next, cut: lost } = clipCounted(markup, MAX, true);
    setCut(lost);
    setBody(next);
    if (error) setError(validateComment({ body: next }).body);
    return next;
  };
  const matches = query ? matchingMembers(members, query.text) : [];
  const choose = (id: string) => {
    const member = members.find((m) => m.id === id);
    if (!member || !query) return;
    const inserted = insertMention(body, query, mentionToken(member));
    // A mention that no longer fits is not written half: the text stays as it was.
    if (limitCount(inserted.markup, true) > MAX) return setQuery(null);
    write(inserted.markup);
    caret.current = inserted.caret;
    setQuery(null);
  };
  // Counted as it will be stored (typed mentions as tokens), as the service counts it.
  const resolved = resolveMentions(body, members);
  const count = limitCount(resolved.body, true);
  const autocomplete = useMentionAutocomplete(shown, (typed) => {
    const next = shownText(write(editMarkup(body, typed)));
    const at = textarea.current?.selectionStart ?? next.length;
    setQuery(mentionQuery(next, Math.min(at, next.length)));
  });
  return (
    <FieldInputContext.Provider value={autocomplete.input}>
      <SelectableCollectionContext.Provider value={autocomplete.collection}>
        <AriaTextField
          className="field mention-field"
          name="body"
          isInvalid={error !== undefined}
          validationBehavior="aria"
          autoFocus={autoFocus}
        >
          <Label className="field-label">{label}</Label>
          <div className="mention-anchor">
            <TextArea
              ref={textarea}
              className="input textarea"
              rows={5}
              dir="auto"
              // Autocomplete turns these off for search boxes; a comment is prose.
              spellCheck
              autoCorrect="on"
              onKeyDown={(e) => {
                if (e.key === 'Escape' && query) setQuery(null);
              }}
              onBlur={(e) => {
                if (!list.current?.contains(e.relatedTarget as Node | null)) setQuery(null);
              }}
            />
            {query && matches.length > 0 ? (
              <ListBox
                ref={list}
                aria-label="Mention a member"
                className="listbox mention-list"
                items={matches}
                onAction={(key) => choose(String(key))}
              >
                {(member) => (
                  <ListBoxItem className="listbox-item" id={member.id} textValue={member.name}>
                    {member.name}
                    {/* Two people of one name: their emails tell them apart. */}
                    {member.email && members.some((m) => m.id !== member.id && m.name === member.name) ? (
                      <span className="muted"> {member.email}</span>
                    ) : null}
                  </ListBoxItem>
                )}
              </ListBox>
            ) : null}
          </div>
          {description ? (
            <Text slot="description" className="field-description">
              {description}
            </Text>
          ) : null}
          <MentionPreview resolved={resolved} members={members} />
          {count >= MAX * COUNTER_FROM || cut > 0 ? (
            <span className="field-counter" aria-live="polite">
              {count.toLocaleString('en')} of {MAX.toLocaleString('en')} characters
              {cut > 0 ? `. ${cutMessage(cut, MAX)}` : ''}
            </span>
          ) : null}
          <FieldError className="field-error">{error}</FieldError>
        </AriaTextField>
      </SelectableCollectionContext.Provider>
    </FieldInputContext.Provider>
  );
}

/** Who the text will mention once sent, typed or picked, so a person sees it worked; and what stays text. */
function MentionPreview({
  resolved,
  members,
}: {
  resolved: ReturnType<typeof resolveMentions>;
  members: readonly Mentionable[];
}) {
  const names = resolved.ids.map((id) => members.find((m) => m.id === id)?.name).filter(Boolean);
  if (names.length === 0 && resolved.ambiguous.length === 0) return null;
  return (
    <p className="field-description mention-preview">
      {names.length > 0 ? <>Mentions {names.join(', ')}. </> : null}
      {resolved.ambiguous.map((typed) => (
        <span key={typed}>{typed} is more than one member: pick one from the list. </span>
      ))}
    </p>
  );
}

/** What react-aria-components' <Autocomplete> gives its text field and collection, for a controlled value. */
function useMentionAutocomplete(value: string, onChange: (value: string) => void) {
  const [focusedNodeId, setFocusedNodeId] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const collectionRef = useRef<HTMLElement>(null);
  const {
    inputProps,
    collectionProps,
    collectionRef: mergedCollectionRef,
  } = useAutocomplete(
    { inputRef, collectionRef },
    { inputValue: value, setInputValue: onChange, focusedNodeId, setFocusedNodeId },
  );
  return {
    input: { ...inputProps, ref: inputRef },
    collection: { ...collectionProps, ref: mergedCollectionRef },
  };
}
