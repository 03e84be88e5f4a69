import type { HTMLAttributes } from 'react';
import { cn } from './cn';

type Tone = 'gray' | 'blue' | 'yellow' | 'green' | 'red' | 'purple' | 'orange';
const TONES: Record<Tone, string> = {
  gray: 'bg-slate-100 text-slate-800',
  blue: 'bg-blue-100 text-blue-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  purple: 'bg-purple-100 text-purple-800',
  orange: 'bg-orange-100 text-orange-900',
};

export function Badge({ tone = 'gray', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)} {...props} />;
}
