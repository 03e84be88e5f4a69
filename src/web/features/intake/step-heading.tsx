import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../components/ui/cn';

/** A step's heading; it takes focus when the step appears so keyboard and screen-reader users land on it. */
export function StepHeading({ children, className, level = 2 }: { children: ReactNode; className?: string; level?: 1 | 2 }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag ref={ref} tabIndex={-1} className={cn('text-2xl font-bold text-slate-900 outline-none', className)}>
      {children}
    </Tag>
  );
}
