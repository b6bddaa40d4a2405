/**
 * WaiKura AI's chat window (plan specification 2.8, 4.7, 5.3, 8; issue 18): a button at the bottom right
 * of every signed-in app page, and a window of 380 × 500 px that keeps focus inside while open; Escape
 * or the close button closes it and gives focus back to the button. It knows the school and the plan
 * section from the address (the server decides what of the school it may use), loads the last 24 hours
 * of the conversation from the server, suggests questions for the section, and shows each answer's
 * sources with the quoted passage one click away. Loaded in its own chunk by the layout (decision 029).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, ChevronUp, Minus, Send, X } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useLocation } from 'react-router';
import { PLAN_SECTIONS, type PlanSection } from '../../../domain/plan/catalogue';
import { Button, buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { nzDateFormat } from '../../i18n/dates';
import type { MessageKey } from '../../i18n/en';
import { focusSoon } from '../../lib/focus';
import { aboveSaveBar, useSaveBarHeight } from '../../lib/save-bar-height';
import {
  ask,
  assistantKeys,
  type ChatAnswer,
  type ChatCitation,
  type ChatErrorKind,
  clearHistory,
  errorKind,
  fetchHistory,
  fetchStuck,
  type StuckSection,
} from './api';
import { suggestionsFor } from './suggestions';

type WindowState = 'closed' | 'open' | 'minimised';

interface Message {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  mode?: ChatAnswer['mode'] | null;
  citations?: ChatCitation[];
}

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
/** The input grows with its text up to this height (plan specification 9.5). */
const INPUT_MAX_PX = 120;
/** The 'Back online' banner's time on screen (plan specification 9.5). */
const BACK_ONLINE_MS = 3000;

/** The school and section of the address: `/schools/{school}/{section path}`. */
export function routeContext(pathname: string): { schoolId: string | null; section: PlanSection | null } {
  const m = /^\/schools\/([^/]+)(?:\/(.*))?$/.exec(pathname);
  if (!m) return { schoolId: null, section: null };
  const rest = (m[2] ?? '').replace(/\/+$/, '');
  const section = PLAN_SECTIONS.find((s) => rest === s.path || rest.startsWith(`${s.path}/`)) ?? null;
  return { schoolId: decodeURIComponent(m[1]!), section };
}

export function AssistantWidget() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { schoolId, section } = useMemo(() => routeContext(pathname), [pathname]);
  const [state, setState] = useState<WindowState>('closed');
  const [unread, setUnread] = useState(0);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const saveBar = useSaveBarHeight();
  const stateRef = useRef(state);
  stateRef.current = state;

  const close = useCallback(() => {
    setState('closed');
    focusSoon(() => launcherRef.current);
  }, []);
  const open = () => {
    setState('open');
    setUnread(0);
  };

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        className={cn(
          buttonClass('primary'),
          // Above a plan section's save bar, as the scroll-to-top button is: on a phone it covered the
          // save state ("Saved 7:40 pm"), the one place a principal sees that the answers are stored.
          'fixed bottom-4 right-4 z-40 rounded-full px-4 shadow-lg print:hidden',
          state !== 'closed' && 'hidden',
        )}
        style={aboveSaveBar(saveBar)}
        aria-haspopup="dialog"
        aria-expanded={state === 'open'}
        onClick={open}
        data-testid="assistant-launcher"
      >
        <Bot aria-hidden="true" className="size-5" />
        <span>{unread > 0 ? t('assistant.openUnread', { count: unread }) : t('assistant.open')}</span>
      </button>
      {state !== 'closed' && (
        <ChatWindow
          key={schoolId ?? ''}
          schoolId={schoolId}
          section={section}
          minimised={state === 'minimised'}
          onMinimise={() => setState((s) => (s === 'minimised' ? 'open' : 'minimised'))}
          onClose={close}
          onAnswer={() => {
            if (stateRef.current !== 'open') setUnread((n) => n + 1);
          }}
        />
      )}
    </>
  );
}

function ChatWindow({
  schoolId,
  section,
  minimised,
  onMinimise,
  onClose,
  onAnswer,
}: {
  schoolId: string | null;
  section: PlanSection | null;
  minimised: boolean;
  onMinimise(): void;
  onClose(): void;
  onAnswer(): void;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const windowRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const qc = useQueryClient();
  const history = useQuery({
    queryKey: assistantKeys.history(schoolId),
    queryFn: () => fetchHistory(schoolId),
    staleTime: 0,
  });
  const [sent, setSent] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [streaming, setStreaming] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<{ kind: ChatErrorKind; question: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [backOnline, setBackOnline] = useState(false);
  /** A question asked offline, sent when the network returns (plan specification 4.7 and 8). */
  const [pending, setPending] = useState<string | null>(null);
  const pendingRef = useRef<string | null>(null);
  const sendRef = useRef<(text: string) => Promise<void>>(async () => undefined);

  const messages: Message[] = useMemo(
    () => [
      ...(history.data?.messages ?? []).map((m) => ({
        id: m.id,
        role: m.role,
        content: m.content,
        mode: m.mode,
        citations: m.citations,
      })),
      ...sent,
    ],
    [history.data, sent],
  );

  // Focus goes to the question box when the window opens (or is brought back from minimised).
  useEffect(() => {
    if (!minimised) inputRef.current?.focus();
  }, [minimised]);

  // The start of the newest message in view (an answer is read from its first line, not its last source);
  // with nothing asked yet, the welcome from the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the conversation grows.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const items = log.querySelectorAll<HTMLElement>('[data-message]');
    const last = items[items.length - 1];
    if (loading) log.scrollTop = log.scrollHeight;
    else if (last) log.scrollTop = last.offsetTop - log.offsetTop - 8;
    else log.scrollTop = 0;
  }, [messages.length, loading]);

  // Connectivity follows the browser; 'Back online' shows for 3 s when it returns (plan specification 4.7).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const online = () => {
      setBackOnline(true);
      setFailure((f) => (f?.kind === 'offline' ? null : f));
      const question = pendingRef.current;
      pendingRef.current = null;
      setPending(null);
      if (question) void sendRef.current(question);
      clearTimeout(timer);
      timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer);
    };
  }, []);

  const send = async (text: string) => {
    const question = text.trim();
    // Plan specification 5.3: nothing empty is sent, and nothing while a reply is awaited.
    if (!question || loading) return;
    setFailure(null);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      pendingRef.current = question;
      setPending(question);
      setDraft('');
      return;
    }
    const conversation = [
      ...messages.map((m) => ({ role: m.role, content: m.content })),
      { role: 'user' as const, content: question },
    ].slice(-10);
    const asked: Message = { id: `local-${Date.now()}`, role: 'user', content: question };
    setSent((s) => [...s, asked]);
    setDraft('');
    setLoading(true);
    setStreaming('');
    try {
      const answer = await ask(
        conversation,
        schoolId || section
          ? { ...(schoolId ? { schoolId } : {}), ...(section ? { sectionId: section.id } : {}) }
          : undefined,
        (piece) => setStreaming((s) => (s ?? '') + piece),
      );
      setSent((s) => [
        ...s,
        {
          id: `local-${Date.now()}-a`,
          role: 'assistant',
          content: answer.answer,
          mode: answer.mode,
          citations: answer.citations,
        },
      ]);
      setAnnouncement(t('assistant.newAnswer'));
      onAnswer();
    } catch (err) {
      setSent((s) => s.filter((m) => m !== asked));
      setDraft(question);
      setFailure({ kind: errorKind(err), question });
    } finally {
      setLoading(false);
      setStreaming(null);
    }
  };

  sendRef.current = send;

  const onClear = async () => {
    await clearHistory(schoolId).catch(() => undefined);
    setSent([]);
    await qc.invalidateQueries({ queryKey: assistantKeys.history(schoolId) });
    inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !windowRef.current || minimised) return;
    const items = [...windowRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    const inside = windowRef.current.contains(active);
    if (e.shiftKey && (active === first || !inside)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !inside)) {
      e.preventDefault();
      first.focus();
    }
  };

  const onInputKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send(draft);
    }
  };

  const grow = (el: HTMLTextAreaElement) => {
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, INPUT_MAX_PX)}px`;
  };

  const where = section
    ? t('assistant.contextSection', { number: section.number, title: section.title })
    : schoolId
      ? t('assistant.contextSchool')
      : null;

  return (
    <div
      ref={windowRef}
      role="dialog"
      aria-modal={minimised ? undefined : true}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      data-testid="assistant-window"
      className={cn(
        'fixed bottom-4 right-4 z-50 flex w-[380px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-lg border border-slate-300 bg-white shadow-2xl print:hidden dark:border-slate-600 dark:bg-slate-900',
        minimised ? 'h-16' : 'h-[500px] max-h-[calc(100vh-2rem)]',
      )}
    >
      <div className="flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 bg-brand-800 px-3 text-white dark:border-slate-700 dark:bg-slate-800">
        <Bot aria-hidden="true" className="size-5" />
        <h2 id={headingId} className="mr-auto text-lg font-semibold">
          {minimised ? t('assistant.minimised') : t('assistant.title')}
        </h2>
        <HeaderButton
          label={minimised ? t('assistant.expand') : t('assistant.minimise')}
          onClick={onMinimise}
        >
          {minimised ? (
            <ChevronUp aria-hidden="true" className="size-5" />
          ) : (
            <Minus aria-hidden="true" className="size-5" />
          )}
        </HeaderButton>
        <HeaderButton label={t('assistant.close')} onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </HeaderButton>
      </div>
      {!minimised && (
        <>
          {backOnline && (
            <p
              role="status"
              className="bg-green-100 px-3 py-1 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
            >
              {t('assistant.backOnline')}
            </p>
          )}
          <div
            ref={logRef}
            className="flex-1 space-y-3 overflow-y-auto px-3 py-3"
            data-testid="assistant-log"
          >
            {where && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('assistant.context', { where })}
              </p>
            )}
            {messages.length === 0 && !loading && <Welcome />}
            {history.isError && (
              <p className="text-sm text-red-800 dark:text-red-300">{t('assistant.historyFailed')}</p>
            )}
            {messages.map((m) => (
              <MessageView key={m.id} message={m} />
            ))}
            {loading && (
              <div>
                {streaming ? (
                  <p className="whitespace-pre-wrap rounded-md bg-slate-100 p-2 dark:bg-slate-800">
                    {streaming}
                  </p>
                ) : null}
                <p role="status" className="mt-1 text-sm italic text-slate-600 dark:text-slate-400">
                  {t('assistant.typing')}
                </p>
              </div>
            )}
            {pending && (
              <div>
                <div className="ml-8 rounded-md bg-brand-50 p-2 dark:bg-slate-800">
                  <p className="sr-only">{t('assistant.you')}:</p>
                  <p className="whitespace-pre-wrap">{pending}</p>
                </div>
                <p role="status" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {t('assistant.offlinePending')}
                </p>
              </div>
            )}
            {failure && (
              <ErrorPanel
                kind={failure.kind}
                busy={loading}
                onRetry={failure.kind === 'offline' ? undefined : () => void send(failure.question)}
              />
            )}
            {messages.length === 0 && !loading && (
              <Suggestions section={section} onPick={(q) => void send(q)} disabled={loading} />
            )}
            {messages.length === 0 && !loading && schoolId && (
              <Stuck schoolId={schoolId} onPick={(q) => void send(q)} />
            )}
          </div>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          <form
            className="shrink-0 border-t border-slate-200 p-2 dark:border-slate-700"
            onSubmit={(e) => {
              e.preventDefault();
              void send(draft);
            }}
          >
            <label htmlFor={inputId} className="block text-sm font-medium">
              {t('assistant.inputLabel')}
            </label>
            <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
              {t('assistant.inputHint')}
            </p>
            <div className="mt-1 flex items-end gap-2">
              <textarea
                ref={inputRef}
                id={inputId}
                aria-describedby={hintId}
                rows={1}
                value={draft}
                placeholder={t('assistant.placeholder')}
                onChange={(e) => {
                  setDraft(e.target.value);
                  grow(e.target);
                }}
                onKeyDown={onInputKeyDown}
                maxLength={4000}
                className="min-h-11 flex-1 resize-none rounded-md border border-slate-400 bg-white px-2 py-2 text-base dark:border-slate-500 dark:bg-slate-950"
                style={{ maxHeight: INPUT_MAX_PX }}
              />
              <Button type="submit" disabled={loading || !draft.trim()} aria-label={t('assistant.send')}>
                <Send aria-hidden="true" className="size-4" />
              </Button>
            </div>
            {messages.length > 0 && (
              <button
                type="button"
                className="mt-1 text-sm text-brand-800 underline dark:text-brand-300"
                onClick={() => void onClear()}
              >
                {t('assistant.clear')}
              </button>
            )}
          </form>
        </>
      )}
    </div>
  );
}

function HeaderButton({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
    >
      {children}
    </button>
  );
}

function Welcome() {
  const { t } = useI18n();
  return (
    <div className="space-y-2">
      <p className="font-semibold">{t('assistant.welcomeTitle')}</p>
      <p className="text-sm">{t('assistant.welcomeBody')}</p>
      <p className="text-sm font-medium">{t('assistant.topics')}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>{t('assistant.topic.rules')}</li>
        <li>{t('assistant.topic.plan')}</li>
        <li>{t('assistant.topic.school')}</li>
      </ul>
    </div>
  );
}

function Suggestions({
  section,
  onPick,
  disabled,
}: {
  section: PlanSection | null;
  onPick(q: string): void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-medium">
        {t('assistant.suggested')}
      </h3>
      <ul className="mt-1 space-y-1">
        {suggestionsFor(section?.id ?? null).map((q) => (
          <li key={q}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(q)}
              className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-left text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {q}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Proactive help: sections started and left for two weeks, each with a question (plan specification 4.7). */
function Stuck({ schoolId, onPick }: { schoolId: string; onPick(q: string): void }) {
  const { t } = useI18n();
  const headingId = useId();
  const stuck = useQuery({
    queryKey: assistantKeys.stuck(schoolId),
    queryFn: () => fetchStuck(schoolId),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const list: StuckSection[] = stuck.data?.stuck ?? [];
  if (list.length === 0) return null;
  const day = nzDateFormat({
    day: 'numeric',
    month: 'long',
    timeZone: 'Pacific/Auckland',
  });
  return (
    <section aria-labelledby={headingId} data-testid="assistant-stuck">
      <h3 id={headingId} className="text-sm font-medium">
        {t('assistant.stuckTitle')}
      </h3>
      <p className="text-sm">{t('assistant.stuckBody')}</p>
      <ul className="mt-1 space-y-2">
        {list.map((x) => (
          <li key={x.sectionId} className="text-sm">
            <Link to={x.path} className="text-brand-800 underline dark:text-brand-300">
              {t('assistant.stuckSince', {
                number: x.number,
                title: x.title,
                date: day.format(new Date(x.lastChanged)),
              })}
            </Link>
            <button
              type="button"
              onClick={() => onPick(x.question)}
              className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-left hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {x.question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MessageView({ message }: { message: Message }) {
  const { t, enLang } = useI18n();
  if (message.role === 'user') {
    return (
      <div data-message className="ml-8 rounded-md bg-brand-50 p-2 dark:bg-slate-800">
        <p className="sr-only">{t('assistant.you')}:</p>
        <p className="whitespace-pre-wrap">{message.content}</p>
      </div>
    );
  }
  return (
    <article
      className="mr-4 rounded-md border border-slate-200 p-2 dark:border-slate-700"
      data-testid="assistant-answer"
      data-message
    >
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {t('assistant.title')} ·{' '}
        {message.mode === 'ai' ? t('assistant.modeAi') : t('assistant.modeRetrieval')}
      </p>
      {/* The answers are English, from English documents (decision 042). */}
      <p lang={enLang} className="mt-1 whitespace-pre-wrap">
        {message.content}
      </p>
      {message.citations && message.citations.length > 0 && (
        <div className="mt-2">
          <p className="text-sm font-semibold">{t('assistant.sources')}</p>
          <ol className="mt-1 space-y-1">
            {message.citations.map((c, i) => (
              // A citation's place in the answer is its identity: the model cites by number.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
              <li key={`${c.passageId}-${i}`}>
                <details className="rounded border border-slate-200 text-sm dark:border-slate-700">
                  <summary className="cursor-pointer px-2 py-1">
                    [{i + 1}] <span lang={enLang}>{c.document}</span>
                    {c.page !== null ? `, ${t('assistant.page', { page: c.page })}` : ''}
                  </summary>
                  <blockquote lang={enLang} className="border-l-4 border-brand-700 px-2 py-1 italic">
                    “{c.quote}”
                  </blockquote>
                  {c.url && (
                    <a href={c.url} className="block px-2 pb-1 text-brand-800 underline dark:text-brand-300">
                      {t('assistant.openHelp')}
                    </a>
                  )}
                </details>
              </li>
            ))}
          </ol>
        </div>
      )}
    </article>
  );
}

function ErrorPanel({ kind, busy, onRetry }: { kind: ChatErrorKind; busy: boolean; onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-2 text-sm dark:bg-red-950">
      <p className="font-semibold">{t(`assistant.error.${kind}.title` as MessageKey)}</p>
      <p>{t(`assistant.error.${kind}` as MessageKey)}</p>
      {onRetry && (
        <Button size="sm" variant="secondary" className="mt-2" onClick={onRetry} disabled={busy}>
          {busy ? t('assistant.retrying') : t('assistant.tryAgain')}
        </Button>
      )}
    </div>
  );
}
