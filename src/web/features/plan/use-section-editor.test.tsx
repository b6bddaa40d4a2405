/**
 * The section editor's saving, with a small fake of the plan API in `fetch`: what is sent while an
 * answer is half typed, and what happens when someone else saved first.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sameJson } from '../../../domain/canonical-json';
import { savableContent } from '../../../domain/plan/savable';
import { I18nProvider } from '../../i18n';
import { planKeys, type SectionState } from './api';
import { prepareSectionPage } from './section-page';
import { prepareSectionEditor, useSectionEditor } from './use-section-editor';

// The real check, counted.
vi.mock('../../../domain/plan/savable', async (original) => {
  const actual = await original<typeof import('../../../domain/plan/savable')>();
  return { ...actual, savableContent: vi.fn(actual.savableContent) };
});
const checks = () => vi.mocked(savableContent).mock.calls.length;

const SCHOOL = 'school-1';
const SECTION = 'background';

/** The server's copy of the section, and every PUT body it received. */
class FakeServer {
  version = 0;
  content: Record<string, unknown> = {};
  updatedByName: string | null = null;
  puts: { version: number; content: Record<string, unknown> }[] = [];

  state(): SectionState {
    return {
      sectionId: SECTION,
      number: '1.1',
      title: 'School background',
      partId: 'school-details',
      content: structuredClone(this.content),
      version: this.version,
      status: 'in_progress',
      percent: 0,
      statusOverride: null,
      progress: {
        status: 'in_progress',
        percent: 0,
        requiredFilled: 0,
        requiredTotal: 1,
        missing: [],
        subsectionsCompleted: 0,
        totalSubsections: 0,
      },
      updatedAt: null,
      updatedByName: this.updatedByName,
    };
  }

  /** Someone else saves, in another browser. */
  saveElsewhere(content: Record<string, unknown>, by: string) {
    this.content = content;
    this.version += 1;
    this.updatedByName = by;
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The typed client sends a Request; plain calls send a URL and options.
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const method = request ? request.method : (init?.method ?? 'GET');
    const sent = request ? await request.text() : String(init?.body);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (!url.endsWith(`/sections/${SECTION}`))
      return json({ error: { code: 'not_found', message: 'x' } }, 404);
    if (method === 'PUT') {
      const body = JSON.parse(sent) as { version: number; content: Record<string, unknown> };
      this.puts.push(body);
      if (body.version !== this.version)
        return json({ error: { code: 'stale_version', message: 'Someone saved first.' } }, 409);
      if (!sameJson(body.content, this.content)) {
        this.content = body.content;
        this.version += 1;
        this.updatedByName = 'Me';
      }
      return json({ ...this.state(), changedFields: [], newBadges: [] });
    }
    return json({ ...this.state(), canEdit: true });
  };
}

let server: FakeServer;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server = new FakeServer();
  vi.stubGlobal('fetch', server.fetch);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <I18nProvider>
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

function open(onMerged = vi.fn()) {
  return renderHook(() => useSectionEditor(SCHOOL, SECTION, server.state(), true, onMerged), { wrapper });
}

/** Types a value as the form does: one change per keystroke. */
function typeInto(result: ReturnType<typeof open>['result'], name: string, text: string) {
  for (let i = 1; i <= text.length; i++) act(() => result.current.setField(name, text.slice(0, i)));
}

const pause = () => act(() => vi.advanceTimersByTimeAsync(1500));

describe('saving while an answer is half typed', () => {
  test('the valid answers are sent; the half-typed e-mail stays in the editor and is named, not sent', async () => {
    const { result } = open();
    typeInto(result, 'contact_person_email', 'office@');
    typeInto(result, 'contact_person_name', 'Hana Whitaker');
    await pause();
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(server.content).toEqual({ contact_person_name: 'Hana Whitaker' });
    expect(result.current.content.contact_person_email).toBe('office@');
    expect(Object.keys(result.current.unsaved)).toEqual(['contact_person_email']);
    expect(result.current.state).toMatchObject({ kind: 'saved', unsaved: 1 });
    // The message shows after the pause, and the browser keeps the unfinished answer.
    expect(result.current.errors.contact_person_email).toMatch(/e-mail address/);
    expect(localStorage.getItem(`waikura-draft:${SCHOOL}:${SECTION}`)).toContain('office@');
  });

  test('no message shows while typing, before a pause or leaving the field', () => {
    const { result } = open();
    typeInto(result, 'contact_person_email', 'o');
    expect(result.current.errors).toEqual({});
    act(() => result.current.reveal('contact_person_email'));
    expect(Object.keys(result.current.errors)).toEqual(['contact_person_email']);
  });

  test('an explicit save that cannot save everything asks the summary to take focus once', async () => {
    const { result } = open();
    typeInto(result, 'contact_person_phone', '0');
    expect(result.current.summaryFocus).toBe(0);
    act(() => result.current.saveNow());
    expect(result.current.showSummary).toBe(true);
    expect(result.current.summaryFocus).toBe(1);
    typeInto(result, 'contact_person_phone', '07 871');
    expect(result.current.summaryFocus).toBe(1);
  });
});

describe('a section the server rendered', () => {
  // Stored before a rule changed: the first render names the answer as not saved, from the check made before.
  const stored = () => {
    server.content = { contact_person_name: 'Hana Whitaker', contact_person_email: 'office@' };
    return server.state();
  };
  const render = (initial: SectionState) =>
    renderHook(() => useSectionEditor(SCHOOL, SECTION, initial, true, vi.fn()), { wrapper });

  test('its answers are checked before the first render, which finds that check and does not check again', async () => {
    const initial = stored();
    const unchecked = checks();
    const prepared = prepareSectionEditor(SECTION, initial.content);
    // The fields' schemas are made a few a task first: the check comes in a later task.
    expect(checks()).toBe(unchecked);
    await prepared;
    expect(checks()).toBe(unchecked + 1);
    const before = checks();
    const { result } = render(initial);
    expect(checks()).toBe(before);
    expect(Object.keys(result.current.unsaved)).toEqual(['contact_person_email']);
    // The next answers typed are checked.
    typeInto(result, 'contact_person_name', 'Hana W');
    expect(checks()).toBeGreaterThan(before);
    expect(Object.keys(result.current.unsaved)).toEqual(['contact_person_email']);
  });

  test('the section route prepares the answers the server sent, as they are in the query cache', async () => {
    const initial = stored();
    const queryClient = new QueryClient();
    queryClient.setQueryData(planKeys.section(SCHOOL, SECTION), initial);
    await prepareSectionPage(queryClient, SECTION);
    const before = checks();
    render(initial);
    expect(checks()).toBe(before);
  });

  test('answers that were not prepared are checked in the first render', () => {
    const before = checks();
    const { result } = render(stored());
    expect(checks()).toBeGreaterThan(before);
    expect(Object.keys(result.current.unsaved)).toEqual(['contact_person_email']);
  });
});

describe('when someone else saved first', () => {
  test('different answers: both are kept and saved, nothing is asked', async () => {
    const onMerged = vi.fn();
    const { result } = open(onMerged);
    server.saveElsewhere({ school_name: 'Kōwhai Valley School' }, 'Tama Principal');
    typeInto(result, 'contact_person_name', 'Hana Whitaker');
    await pause();
    await waitFor(() =>
      expect(server.content).toEqual({
        school_name: 'Kōwhai Valley School',
        contact_person_name: 'Hana Whitaker',
      }),
    );
    expect(result.current.state.kind).toBe('saved');
    expect(result.current.content.school_name).toBe('Kōwhai Valley School');
    expect(onMerged).toHaveBeenCalledWith('Tama Principal');
  });

  test('the same answer changed by both: the user is asked, and nothing is overwritten', async () => {
    const { result } = open();
    server.saveElsewhere({ contact_person_name: 'Tama' }, 'Tama Principal');
    typeInto(result, 'contact_person_name', 'Hana');
    await pause();
    await waitFor(() => expect(result.current.state.kind).toBe('conflict'));
    expect(server.content).toEqual({ contact_person_name: 'Tama' });
    expect(result.current.content.contact_person_name).toBe('Hana');
  });
});
