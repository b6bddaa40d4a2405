import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { MAX_ANSWER, QUESTIONNAIRE_QUESTIONS } from '../../../domain/contractor-work';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextAreaField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ApiError, call, client } from '../../lib/api';
import { toast } from '../../lib/toast';
import { formatDate } from '../provider';
import { AccessProblem, useSchool } from '../school';

/**
 * `/schools/:schoolId/pre-visit-questionnaire`: the school tells its contractor, before the first visit,
 * how to get in, where the supply's parts are and what hazards there are; the contractor reads it once sent.
 */
export default function QuestionnairePage() {
  const { t } = useI18n();
  const { schoolId = '' } = useParams();
  const school = useSchool(schoolId);
  const query = useQuery({
    queryKey: ['pre-visit', schoolId],
    queryFn: () =>
      call(client.GET('/api/schools/{schoolId}/pre-visit-questionnaire', { params: { path: { schoolId } } })),
  });
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  const { questionnaire, canEdit } = query.data;
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={school.data?.school.name}
        title={t('work.questionnaire.title')}
        lead={canEdit ? t('work.questionnaire.leadSchool') : t('work.questionnaire.leadReader')}
      />
      {questionnaire?.submissionStatus === 'submitted' && (
        <p>
          {t('work.questionnaire.sentOn', {
            date: formatDate(questionnaire.submittedAt),
            name: questionnaire.updatedByName,
          })}
        </p>
      )}
      {canEdit ? (
        <QuestionnaireForm
          key={questionnaire?.version ?? 0}
          schoolId={schoolId}
          version={questionnaire?.version ?? 0}
          answers={questionnaire?.answers ?? {}}
          sent={questionnaire?.submissionStatus === 'submitted'}
        />
      ) : !questionnaire ? (
        <Alert tone="info">{t('work.questionnaire.notYet')}</Alert>
      ) : (
        <Card>
          <dl className="space-y-4">
            {QUESTIONNAIRE_QUESTIONS.map((q) => (
              <div key={q.id}>
                <dt className="font-semibold">{t(`questionnaire.${q.id}.label`)}</dt>
                <dd className="whitespace-pre-line" data-user-content="">
                  {questionnaire.answers[q.id]?.trim() || '—'}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
    </div>
  );
}

function QuestionnaireForm({
  schoolId,
  version,
  answers: initial,
  sent,
}: {
  schoolId: string;
  version: number;
  answers: Record<string, string>;
  sent: boolean;
}) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(QUESTIONNAIRE_QUESTIONS.map((q) => [q.id, initial[q.id] ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submits, setSubmits] = useState(0);
  const save = useMutation({
    mutationFn: (submit: boolean) =>
      call(
        client.PUT('/api/schools/{schoolId}/pre-visit-questionnaire', {
          params: { path: { schoolId } },
          body: { version, answers: answers as never, submit },
        }),
      ),
    onSuccess: (_, submit) => {
      qc.invalidateQueries({ queryKey: ['pre-visit', schoolId] });
      toast.success(submit ? t('work.questionnaire.sent') : t('work.questionnaire.saved'));
    },
  });
  const run = async (submit: boolean) => {
    setSubmits((n) => n + 1);
    const problems: Record<string, string> = {};
    for (const q of QUESTIONNAIRE_QUESTIONS)
      if ((answers[q.id] ?? '').length > MAX_ANSWER)
        problems[q.id] = t('work.questionnaire.tooLong', { max: MAX_ANSWER });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await save.mutateAsync(submit);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : undefined;
      if (fields)
        setErrors(
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^answers\./, ''), v])),
        );
      else setErrors({ [QUESTIONNAIRE_QUESTIONS[0].id]: (err as Error).message });
    }
  };
  return (
    <form
      noValidate
      className="max-w-3xl space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void run(true);
      }}
    >
      <ErrorSummary
        submitCount={submits}
        title={t('common.errorSummary')}
        errors={errors}
        idFor={(f) => `q-${f}`}
      />
      <Card className="space-y-4">
        {QUESTIONNAIRE_QUESTIONS.map((q) => (
          <TextAreaField
            key={q.id}
            id={`q-${q.id}`}
            label={t(`questionnaire.${q.id}.label`)}
            hint={t(`questionnaire.${q.id}.hint`)}
            optional
            optionalLabel={t('common.optional')}
            value={answers[q.id]}
            error={errors[q.id]}
            onChange={(e) => setAnswers((all) => ({ ...all, [q.id]: e.target.value }))}
          />
        ))}
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" busy={save.isPending} onClick={() => void run(false)}>
          {t('work.questionnaire.saveDraft')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {sent ? t('work.questionnaire.sendAgain') : t('work.questionnaire.send')}
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('work.questionnaire.sendHint')}</p>
    </form>
  );
}
