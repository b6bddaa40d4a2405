import { useQueryClient } from '@tanstack/react-query';
import { MAX_TASK_PHOTOS, TASK_PHOTO_STAGES, type TaskPhotoStage } from '../../../domain/contractor-work';
import { PhotoGallery } from '../../components/photo-gallery';
import { PhotoUpload } from '../../components/photo-upload';
import { uploadFile } from '../../components/upload-file';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { scheduleKey, type Task, tasksKey } from './api';

type TaskPhoto = Task['photos'][number];

const photoBase = (schoolId: string, taskId: string) =>
  `/api/schools/${encodeURIComponent(schoolId)}/contractor-tasks/${encodeURIComponent(taskId)}/photos`;
const photoUrl = (schoolId: string, taskId: string, fileId: string) =>
  `${photoBase(schoolId, taskId)}/${encodeURIComponent(fileId)}`;

/**
 * A task's photos, before and after the work (issue 19d): the contractor adds and removes them straight on
 * the stored task (`editable`); everyone else who reads the school sees them, each opening full size.
 */
export function TaskPhotos({ task, editable }: { task: Task; editable: boolean }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const taskId = task.id;
  if (taskId === null) return null;
  const byStage = (stage: TaskPhotoStage) => task.photos.filter((p) => p.stage === stage);
  // The page keys its tasks by the school as the address names it (often the slug), not by the id the
  // task carries: refresh every school's task list (only the one on screen is fetched again).
  // The schedule carries tasks too (its item page shows their photos).
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: tasksKey('').slice(0, 1) }),
      qc.invalidateQueries({ queryKey: scheduleKey }),
    ]);
  const src = (p: TaskPhoto) => photoUrl(task.schoolId, taskId, p.id);

  if (editable)
    return (
      <div className="space-y-4 border-t border-slate-200 pt-3 dark:border-slate-700">
        {TASK_PHOTO_STAGES.map((stage) => (
          <PhotoUpload
            key={stage}
            label={t(`taskPhotos.${stage}`, { title: task.title })}
            hint={t('taskPhotos.hint', { max: MAX_TASK_PHOTOS })}
            photos={byStage(stage)}
            // Other stage's photos count towards the task's limit too.
            max={MAX_TASK_PHOTOS - (task.photos.length - byStage(stage).length)}
            srcOf={src}
            upload={async (file, onProgress) => ({
              ...(await uploadFile(photoBase(task.schoolId, taskId), file, onProgress, { stage })),
              stage,
            })}
            remove={async (p) => {
              await call(
                client.DELETE('/api/schools/{schoolId}/contractor-tasks/{taskId}/photos/{fileId}', {
                  params: { path: { schoolId: task.schoolId, taskId, fileId: p.id } },
                }),
              );
            }}
            onChange={() => void refresh()}
          />
        ))}
      </div>
    );

  if (task.photos.length === 0) return null;
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-700">
      {TASK_PHOTO_STAGES.filter((stage) => byStage(stage).length > 0).map((stage) => (
        <section key={stage} className="space-y-1">
          <h4 className="font-medium">{t(`taskPhotos.${stage}`, { title: task.title })}</h4>
          <PhotoGallery
            photos={byStage(stage)}
            srcOf={src}
            altOf={(p) => t('taskPhotos.open', { name: p.name })}
          />
        </section>
      ))}
    </div>
  );
}
