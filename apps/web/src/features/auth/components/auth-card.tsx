import type { ReactNode } from 'react';
import { BrandMark } from '@/features/auth/components/brand-mark';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the public pages: one centred card, full width on a 375 px phone. */
export const AuthCard = ({ title, subtitle, children, footer }: AuthCardProps) => (
  <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-8 dark:bg-slate-950">
    <div className="w-full max-w-sm">
      <BrandMark />
      <section className="rounded-xl border border-slate-200 bg-white px-4 py-6 shadow-sm sm:px-6 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-100">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
        <div className="mt-6 flex flex-col gap-4">{children}</div>
      </section>
      {footer && <div className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>}
    </div>
  </main>
);
