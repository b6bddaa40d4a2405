import type { ReactNode } from 'react';

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="mt-2 text-slate-700 dark:text-slate-300">{intro}</p>}
        <div className="mt-6 space-y-5">{children}</div>
      </div>
    </div>
  );
}
