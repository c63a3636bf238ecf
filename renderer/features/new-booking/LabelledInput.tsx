// An input with its label, an optional hint and its problem, wired for assistive technology: the problem is read
// with the field (aria-describedby) and the field says it is wrong (aria-invalid).
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface LabelledInputProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  problem?: string | null;
}

/** The ids that describe a field: its hint, then its problem. */
export function describedBy(id: string, hint: unknown, problem: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldProblemText({ id, problem }: { id: string; problem: string | null | undefined }) {
  return problem ? <span id={`${id}-problem`} className="field-problem">{problem}</span> : null;
}

export function LabelledInput({ id, label, hint, problem, className, ...input }: LabelledInputProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={problem ? true : undefined} aria-describedby={describedBy(id, hint, problem)}
        {...input} />
      {hint ? <span id={`${id}-hint`} className="hint">{hint}</span> : null}
      <FieldProblemText id={id} problem={problem} />
    </div>
  );
}

/** Moves the focus to a field by its id, once React has drawn it. */
export function focusField(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
