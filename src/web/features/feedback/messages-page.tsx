import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ApiError, call, client, type Schema } from '../../lib/api';
import { toast } from '../../lib/toast';
import { formatDate } from '../provider';
import { AccessProblem } from '../school';

type Message = Schema<'ContactMessage'>;

/** `/waikura/messages`: contact messages to WaiKura staff, answered by e-mail. */
export default function MessagesPage() {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: ['contact-messages'],
    queryFn: () => call(client.GET('/api/contact-messages')),
  });
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  return (
    <div className="space-y-8">
      <PageHeader title={t('feedback.messages.title')} lead={t('feedback.messages.lead')} />
      {query.data.messages.length === 0 ? (
        <Alert tone="info">{t('feedback.messages.none')}</Alert>
      ) : (
        <ul className="grid list-none gap-4 p-0">
          {query.data.messages.map((m) => (
            <li key={m.id}>
              <MessageCard message={m} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MessageCard({ message: m }: { message: Message }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: () =>
      call(
        client.POST('/api/contact-messages/{messageId}/reply', {
          params: { path: { messageId: m.id } },
          body: { message: reply },
        }),
      ),
    onSuccess: () => {
      setReply('');
      toast.success(t('feedback.messages.sent'));
      qc.invalidateQueries({ queryKey: ['contact-messages'] });
    },
  });
  const close = useMutation({
    mutationFn: () =>
      call(
        client.PATCH('/api/contact-messages/{messageId}', {
          params: { path: { messageId: m.id } },
          body: { status: 'closed' },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['contact-messages'] }),
  });
  return (
    <Card as="article" aria-labelledby={`m-${m.id}`} className="space-y-2">
      <h2 id={`m-${m.id}`} className="text-lg font-semibold">
        {m.subject} <span className="text-sm font-normal">({t(`feedback.messages.status.${m.status}`)})</span>
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('feedback.messages.from', { name: m.name, email: m.email, date: formatDate(m.createdAt) })}
      </p>
      <p className="whitespace-pre-line break-words">{m.message}</p>
      {m.replies.map((r) => (
        <div key={r.at} className="border-l-4 border-brand-700 pl-3">
          <p className="text-sm font-medium">
            {t('feedback.messages.replied', { name: r.byName, date: formatDate(r.at) })}
          </p>
          <p className="whitespace-pre-line">{r.message}</p>
        </div>
      ))}
      {m.status !== 'closed' && (
        <form
          noValidate
          className="space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!reply.trim()) return setError('Write your reply.');
            setError(undefined);
            try {
              await send.mutateAsync();
            } catch (err) {
              setError(
                err instanceof ApiError ? (err.fields?.message ?? err.message) : (err as Error).message,
              );
            }
          }}
        >
          <TextAreaField
            id={`reply-${m.id}`}
            label={t('feedback.messages.replyLabel', { name: m.name })}
            value={reply}
            error={error}
            onChange={(e) => setReply(e.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={send.isPending}>
              {t('feedback.messages.send')}
            </Button>
            <Button type="button" variant="secondary" busy={close.isPending} onClick={() => close.mutate()}>
              {t('feedback.messages.close')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
