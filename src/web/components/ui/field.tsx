import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { translate, useLanguage } from '../../i18n';
import { cn } from './cn';

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  optionalLabel?: string;
}

/** The look of every text input and select, for controls built outside the field components. */
export const control =
  'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm dark:bg-slate-900 dark:text-slate-100 min-h-11 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 dark:disabled:bg-slate-800 dark:disabled:text-slate-400';
export const controlState = (error?: string) =>
  error ? 'border-red-700 border-2 dark:border-red-400' : 'border-slate-500 dark:border-slate-400';

function FieldShell({
  id,
  label,
  hint,
  error,
  optional,
  optionalLabel,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  const lang = useLanguage();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium">
        {label}
        {optional && (
          <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">
            ({optionalLabel ?? translate(lang, 'common.optional')})
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          <span className="sr-only">{translate(lang, 'common.errorPrefix')} </span>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

const describedBy = (id: string, hint?: ReactNode, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/**
 * The shell (label, hint, error) and the accessible attributes every control shares; `render` draws
 * the control itself with them.
 */
function Field<P extends { className?: string }>({
  props: { label, hint, error, optional, optionalLabel, id, className, ...rest },
  extraClass,
  render,
}: {
  props: FieldProps & { id?: string; className?: string } & Omit<P, 'className'>;
  extraClass?: string;
  render: (control: Record<string, unknown>) => ReactNode;
}) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      optionalLabel={optionalLabel}
    >
      {render({
        ...rest,
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(fieldId, hint, error),
        className: cn(control, controlState(error), extraClass, className),
      })}
    </FieldShell>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField(props, ref) {
    return <Field props={props} render={(p) => <input ref={ref} {...p} />} />;
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField(props, ref) {
  return <Field props={props} extraClass="min-h-28" render={(p) => <textarea ref={ref} {...p} />} />;
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldProps & SelectHTMLAttributes<HTMLSelectElement>
>(function SelectField({ children, ...props }, ref) {
  return (
    <Field
      props={props}
      render={(p) => (
        <select ref={ref} {...p}>
          {children}
        </select>
      )}
    />
  );
});

export const CheckboxField = forwardRef<
  HTMLInputElement,
  { label: ReactNode; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>
>(function CheckboxField({ label, hint, id, ...rest }, ref) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className="flex items-start gap-3">
      <input
        ref={ref}
        id={fieldId}
        type="checkbox"
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        className="mt-1 size-5 accent-brand-800"
        {...rest}
      />
      <div>
        <label htmlFor={fieldId} className="font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${fieldId}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
});
