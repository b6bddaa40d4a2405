import { Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { Redirect } from '../../lib/redirect';

/** `/pre-visit-questionnaire`: the signed-in school's own questionnaire; others go to their dashboard. */
export function QuestionnaireRedirectLazy() {
  const { t } = useI18n();
  const { user } = useAuth();
  if (!user) return <Spinner label={t('common.loading')} />;
  if (user.schoolId)
    return <Redirect to={`/schools/${user.schoolSlug ?? user.schoolId}/pre-visit-questionnaire`} />;
  return <Redirect to={user.role === 'contractor' ? '/contractor' : '/waikura'} />;
}
