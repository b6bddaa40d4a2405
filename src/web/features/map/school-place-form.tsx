import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isInNewZealand } from '../../../domain/nz-location';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/field';
import { Alert, Card, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { formatNz } from '../../i18n/dates';
import { call, client } from '../../lib/api';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { toast } from '../../lib/toast';

/** A typed degree: digits with an optional minus (the keyboard's or the typographic one) and decimals. */
const DEGREES = /^-?\d{1,3}(\.\d+)?$/;
const degreesOf = (text: string) => Number(text.trim().replace('\u2212', '-'));
const looksLikeDegrees = (text: string) => DEGREES.test(text.trim().replace('\u2212', '-'));

/** The browser offers a location here: it has the API, the page is secure, and no policy turned it off. */
function deviceCanLocate(): boolean {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !window.isSecureContext)
    return false;
  const policy = (document as { featurePolicy?: { allowsFeature(f: string): boolean } }).featurePolicy;
  return policy ? policy.allowsFeature('geolocation') : true;
}

type DeviceState =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'done'; metres: number }
  | { kind: 'denied' | 'failed' };

/**
 * Where a school is on the provider's map (issue 19, decision 037), on the provider's school page: only
 * provider staff may set it (the policy's `manage`; the page is theirs). Typed as decimal degrees and
 * checked at the field for a number, its range and New Zealand (the domain's own test, as the server's);
 * "Use this device's location" fills the fields where the browser offers it, and saving stays a choice.
 */
export function SchoolPlaceForm({ schoolId, schoolName }: { schoolId: string; schoolName: string }) {
  const { t } = useI18n();
  const place = useQuery({
    queryKey: ['school-place', schoolId],
    queryFn: () => call(client.GET('/api/schools/{schoolId}/location', { params: { path: { schoolId } } })),
  });
  const stored = place.data?.location;
  return (
    <Card aria-labelledby="place-heading">
      <h2 id="place-heading" className="text-xl font-semibold">
        {t('place.heading')}
      </h2>
      <p className="mb-2 mt-1 text-slate-700 dark:text-slate-300">{t('place.intro')}</p>
      {place.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : place.isError ? (
        <Alert tone="error" role="alert">
          <p>{place.error.message}</p>
        </Alert>
      ) : (
        <>
          <p className="mb-4 tabular-nums" data-testid="school-place-now">
            {stored
              ? t('place.current', {
                  lat: stored.lat.toFixed(4),
                  lng: stored.lng.toFixed(4),
                  date: formatNz('date', new Date(stored.updatedAt), {
                    timeZone: 'Pacific/Auckland',
                    day: 'numeric',
                    month: 'short',
                    year: 'numeric',
                  }),
                })
              : t('place.none')}
          </p>
          {/* The form starts from the stored place, once: a later refresh never rewrites what is being typed. */}
          <PlaceFields
            schoolId={schoolId}
            schoolName={schoolName}
            initial={stored ? { lat: String(stored.lat), lng: String(stored.lng) } : { lat: '', lng: '' }}
          />
        </>
      )}
    </Card>
  );
}

function PlaceFields({
  schoolId,
  schoolName,
  initial,
}: {
  schoolId: string;
  schoolName: string;
  initial: { lat: string; lng: string };
}) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (body: { lat: number; lng: number }) =>
      call(client.PUT('/api/schools/{schoolId}/location', { params: { path: { schoolId } }, body })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['school-place', schoolId] });
      void qc.invalidateQueries({ queryKey: ['provider', 'map'] });
    },
  });
  const [device, setDevice] = useState<DeviceState>({ kind: 'idle' });
  const canLocate = deviceCanLocate();

  const degrees = (which: 'lat' | 'lng') => {
    const [min, max] = which === 'lat' ? [-90, 90] : [-180, 180];
    return z
      .string()
      .trim()
      .min(1, t(which === 'lat' ? 'place.latRequired' : 'place.lngRequired'))
      .refine(looksLikeDegrees, t(which === 'lat' ? 'place.latNotNumber' : 'place.lngNotNumber'))
      .refine(
        (v) => !looksLikeDegrees(v) || (degreesOf(v) >= min && degreesOf(v) <= max),
        t(which === 'lat' ? 'place.latRange' : 'place.lngRange'),
      );
  };
  const schema = z.object({ lat: degrees('lat'), lng: degrees('lng') }).superRefine((v, ctx) => {
    const lat = degreesOf(v.lat);
    const lng = degreesOf(v.lng);
    // Only a pair of real degrees is judged on where it is; the fields say what else is wrong.
    if (!looksLikeDegrees(v.lat) || !looksLikeDegrees(v.lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
      return;
    if (!isInNewZealand(lat, lng)) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: t('place.latOutsideNz') });
      ctx.addIssue({ code: 'custom', path: ['lng'], message: t('place.lngOutsideNz') });
    }
  });
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    // The error summary takes focus after a failed save (GOV.UK pattern), not the first field.
    shouldFocusError: false,
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync({ lat: degreesOf(v.lat), lng: degreesOf(v.lng) });
      toast.success(t('place.saved', { school: schoolName }));
    } catch (err) {
      if (!applyServerErrors(err, setError, ['lat', 'lng']))
        setError('root', { message: (err as Error).message });
    }
  });

  const locate = () => {
    setDevice({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        // Five decimal places (about a metre) is more than the map keeps; the person checks, then saves.
        setValue('lat', pos.coords.latitude.toFixed(5), { shouldValidate: true, shouldDirty: true });
        setValue('lng', pos.coords.longitude.toFixed(5), { shouldValidate: true, shouldDirty: true });
        setDevice({ kind: 'done', metres: Math.max(1, Math.round(pos.coords.accuracy)) });
      },
      (err) => setDevice({ kind: err.code === err.PERMISSION_DENIED ? 'denied' : 'failed' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ErrorSummary
        submitCount={submitCount}
        title={t('common.errorSummary')}
        errors={summaryOf(errors)}
        idFor={(f) => (f === 'root' ? 'place-lat' : `place-${f}`)}
      />
      <TextField
        id="place-lat"
        label={t('place.lat')}
        hint={t('place.latHint')}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        error={errors.lat?.message}
        {...register('lat')}
      />
      <TextField
        id="place-lng"
        label={t('place.lng')}
        hint={t('place.lngHint')}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        error={errors.lng?.message}
        {...register('lng')}
      />
      {canLocate && (
        <div className="space-y-2">
          <Button type="button" variant="secondary" onClick={locate} busy={device.kind === 'locating'}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {t('place.useDevice')}
          </Button>
          <p role="status" className="text-sm">
            {device.kind === 'locating' && t('place.locating')}
            {device.kind === 'done' && t('place.deviceFilled', { metres: device.metres })}
            {device.kind === 'denied' && t('place.deviceDenied')}
            {device.kind === 'failed' && t('place.deviceFailed')}
          </p>
        </div>
      )}
      <Button type="submit" busy={isSubmitting}>
        {t('place.save')}
      </Button>
    </form>
  );
}
