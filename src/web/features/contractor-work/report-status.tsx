import { StatusTag } from '../../components/ui/misc';
import { useI18n } from '../../i18n';

const TAG = { draft: 'not_started', submitted: 'in_progress', reviewed: 'completed' } as const;

/** A report's state in words and an icon (draft, submitted, reviewed). */
export function ReportStatus({ status }: { status: 'draft' | 'submitted' | 'reviewed' }) {
  const { t } = useI18n();
  return <StatusTag status={TAG[status]} label={t(`work.status.${status}`)} />;
}
