import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { useAuth } from '../../lib/auth';

/** `/pre-visit-questionnaire`: the signed-in school's own questionnaire; others go to their dashboard. */
export function QuestionnaireRedirectLazy() {
  const { t } = useI18n();
  const { user } = useAuth();
  if (!user) return <Spinner label={t('common.loading')} />;
  if (user.schoolId)
    return <Navigate replace to={`/schools/${user.schoolSlug ?? user.schoolId}/pre-visit-questionnaire`} />;
  return <Navigate replace to={user.role === 'contractor' ? '/contractor' : '/waikura'} />;
}
