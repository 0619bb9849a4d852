import type { FormEvent, ReactNode } from "react";

type CheckedFormProps = {
  /** The form's accessible name. */
  label: string;
  /** Checks the fields and sends them (react-hook-form's handleSubmit, or a wrapper of it). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  className: string;
  children: ReactNode;
};

/** A labelled form that checks its fields itself (noValidate: our messages, not the browser's bubbles). */
export function CheckedForm({ label, onSubmit, className, children }: CheckedFormProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label} className={className}>
      {children}
    </form>
  );
}
