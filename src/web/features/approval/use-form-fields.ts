import { useId, useState } from 'react';

/**
 * The state of a small form of text answers on the approval page: values, the errors to show (from the
 * page's own checks or the server's `fields`), how many times it was submitted (the error summary takes
 * focus after each), and the props of each field.
 */
export function useFormFields<V extends Record<string, string>>(initial: V) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submits, setSubmits] = useState(0);
  const field = (name: keyof V & string) => ({
    id: `${id}-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  return {
    id,
    values,
    setValues,
    errors,
    setErrors,
    submits,
    countSubmit: () => setSubmits((n) => n + 1),
    field,
  };
}
