/**
 * The school calendar in Outlook or Google Calendar: a private subscription (ICS) link, shown once when
 * it is made, that can be replaced (the old one stops working) or withdrawn.
 */
import { Copy, Link2, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { control, controlState } from '../../components/ui/field';
import { Alert, Card, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { toast } from '../../lib/toast';
import { useCreateFeed, useDeleteFeed, useFeed } from './api';
import { formatDate, nzDay } from './nz-time';

type Confirming = 'replace' | 'stop' | null;

export function SubscribeBox({ schoolId }: { schoolId: string }) {
  const { t } = useI18n();
  const feed = useFeed(schoolId, true);
  const create = useCreateFeed(schoolId);
  const remove = useDeleteFeed(schoolId);
  const [url, setUrl] = useState<string | null>(null);
  const [webcal, setWebcal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.querySelector('button')?.focus();
  }, [confirming]);
  useEffect(() => {
    if (url) urlRef.current?.focus();
  }, [url]);

  const makeLink = async (replacing: boolean) => {
    try {
      const made = await create.mutateAsync();
      setUrl(made.url);
      setWebcal(made.webcalUrl ?? null);
      setConfirming(null);
      toast.success(replacing ? t('calendar.feed.replaced') : t('calendar.feed.created'));
    } catch (err) {
      toast.error(t('calendar.feed.failed', { reason: (err as Error).message }));
    }
  };

  const stop = async () => {
    try {
      await remove.mutateAsync();
      setUrl(null);
      setWebcal(null);
      setConfirming(null);
      toast.success(t('calendar.feed.stopped'));
    } catch (err) {
      toast.error(t('calendar.feed.failed', { reason: (err as Error).message }));
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendar.feed.copied'));
    } catch {
      urlRef.current?.select();
      toast.info(t('calendar.feed.copyByHand'));
    }
  };

  const active = Boolean(url) || Boolean(feed.data?.active);
  return (
    <Card aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Link2 aria-hidden="true" className="size-5 shrink-0" />
        {t('calendar.feed.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('calendar.feed.lead')}</p>

      {feed.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : feed.isError ? (
        <Alert tone="error" title={t('calendar.feed.loadError')}>
          {feed.error.message}
        </Alert>
      ) : (
        <div className="mt-4 space-y-4">
          {url ? (
            <div className="space-y-3">
              <Alert tone="warning" title={t('calendar.feed.onceTitle')}>
                {t('calendar.feed.onceBody')}
              </Alert>
              <div className="space-y-1">
                <label htmlFor="feed-url" className="block font-medium">
                  {t('calendar.feed.urlLabel')}
                </label>
                <div className="flex flex-wrap gap-2">
                  <input
                    ref={urlRef}
                    id="feed-url"
                    readOnly
                    value={url}
                    onFocus={(e) => e.currentTarget.select()}
                    className={`${control} ${controlState()} min-w-0 flex-1 font-mono text-sm`}
                  />
                  <Button variant="secondary" onClick={copy}>
                    <Copy aria-hidden="true" className="size-4" />
                    {t('calendar.feed.copy')}
                  </Button>
                </div>
              </div>
              {webcal && (
                <p>
                  <a href={webcal}>{t('calendar.feed.webcal')}</a>
                </p>
              )}
              <Steps />
            </div>
          ) : active ? (
            <p>
              {feed.data?.createdAt
                ? t('calendar.feed.activeSince', { date: formatDate(nzDay(feed.data.createdAt)) })
                : t('calendar.feed.active')}{' '}
              {t('calendar.feed.activeHint')}
            </p>
          ) : (
            <p>{t('calendar.feed.none')}</p>
          )}

          {confirming ? (
            <div ref={confirmRef} className="space-y-3 rounded-md bg-slate-50 p-4 dark:bg-slate-800">
              <p id="feed-confirm" className="font-medium">
                {confirming === 'replace'
                  ? t('calendar.feed.confirmReplace')
                  : t('calendar.feed.confirmStop')}
              </p>
              <div className="flex flex-wrap gap-2">
                {confirming === 'replace' ? (
                  <Button
                    onClick={() => makeLink(true)}
                    busy={create.isPending}
                    aria-describedby="feed-confirm"
                  >
                    <RefreshCw aria-hidden="true" className="size-4" />
                    {t('calendar.feed.replaceYes')}
                  </Button>
                ) : (
                  <Button
                    variant="danger"
                    onClick={stop}
                    busy={remove.isPending}
                    aria-describedby="feed-confirm"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('calendar.feed.stopYes')}
                  </Button>
                )}
                <Button variant="secondary" onClick={() => setConfirming(null)}>
                  {t('common.cancel')}
                </Button>
              </div>
            </div>
          ) : active ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setConfirming('replace')}>
                <RefreshCw aria-hidden="true" className="size-4" />
                {t('calendar.feed.replace')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming('stop')}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('calendar.feed.stop')}
              </Button>
            </div>
          ) : (
            <Button onClick={() => makeLink(false)} busy={create.isPending}>
              <Link2 aria-hidden="true" className="size-4" />
              {t('calendar.feed.create')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

/** How to add the link in Outlook and in Google Calendar. */
function Steps() {
  const { t } = useI18n();
  return (
    <div className="space-y-3">
      <div>
        <h3 className="font-semibold">{t('calendar.feed.outlookTitle')}</h3>
        <ol className="ml-5 list-decimal space-y-1 text-sm">
          <li>{t('calendar.feed.outlook1')}</li>
          <li>{t('calendar.feed.outlook2')}</li>
          <li>{t('calendar.feed.outlook3')}</li>
        </ol>
      </div>
      <div>
        <h3 className="font-semibold">{t('calendar.feed.googleTitle')}</h3>
        <ol className="ml-5 list-decimal space-y-1 text-sm">
          <li>{t('calendar.feed.google1')}</li>
          <li>{t('calendar.feed.google2')}</li>
          <li>{t('calendar.feed.google3')}</li>
        </ol>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('calendar.feed.refreshNote')}</p>
    </div>
  );
}
