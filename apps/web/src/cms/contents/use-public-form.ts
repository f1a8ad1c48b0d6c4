import { FORM_MIN_SECONDS } from '@store/domain/public';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useNotify } from '../../components/use-notify';
import { getForm, type PublicFormAnswer, submitForm } from './contents-api';
import { dataContentIssues } from './issue-paths';

/** A data content as a form sends it: each control's `content`. */
export type FormValue = Record<string, { content: unknown }>;

/** The page's address as people read it (`/pages/تماس-با-ما`, not its percent-encoding). */
function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A public form's getForm answer: each form shown gets its own token, never cached, never shared. */
export const usePublicFormAnswer = (name: string) =>
  useQuery({ queryKey: ['cms-form', name], queryFn: () => getForm(name), gcTime: 0, staleTime: Number.POSITIVE_INFINITY, retry: false });

/**
 * What a public form does whatever draws it (public-form.tsx with Ant Design, plain-public-form.tsx
 * without): the answers, the trap field bots fill in, the issues shown, sending and "send another".
 * `judge` checks the answers before they are sent (the server judges them again and its field
 * messages are shown the same way); a send quicker than the token allows waits the rest; an expired
 * token is renewed and the answers are kept.
 */
export function usePublicForm(name: string, judge: (answer: PublicFormAnswer, value: FormValue) => Record<string, string>) {
  const notify = useNotify();
  const form = usePublicFormAnswer(name);
  const loadedAt = useRef(Date.now());
  const [value, setValue] = useState<FormValue>({});
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [trap, setTrap] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const again = async () => {
    setValue({});
    setIssues({});
    setSent(false);
    loadedAt.current = Date.now();
    await form.refetch();
  };

  const send = async () => {
    const answer = form.data;
    if (!answer) return;
    const found = judge(answer, value);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      // The server refuses a token younger than this: a person who is quicker waits the rest.
      await wait(FORM_MIN_SECONDS * 1000 - (Date.now() - loadedAt.current));
      await submitForm({
        form: answer.name,
        token: answer.token,
        data: JSON.stringify(value),
        pagePath: readablePath(window.location.pathname),
        [answer.honeypot]: trap,
      });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'form.error.expired') {
        loadedAt.current = Date.now();
        await form.refetch();
      }
      if (error instanceof ApiError && error.status === 400) setIssues(dataContentIssues(error, false));
      notify.error(error);
    } finally {
      setSending(false);
    }
  };

  const change = (next: FormValue) => {
    setValue(next);
    // Judged again on send: a message stays only until the visitor changes something.
    setIssues({});
  };

  return { form, value, change, issues, trap, setTrap, sending, sent, send, again };
}
