// Which lead form fields are wrong and why: set from the shared schema (or the server) on submit,
// cleared field by field as the shopper edits. Fields read it from context.
import { createContext, useContext, useMemo, useState } from 'react';

export interface FieldErrors {
  errors: Readonly<Record<string, string>>;
  clear(name: string): void;
}

export const FieldErrorsContext = createContext<FieldErrors>({ errors: {}, clear: () => {} });

export function useFieldErrors(): [FieldErrors, (errors: Record<string, string>) => void] {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const value = useMemo<FieldErrors>(
    () => ({
      errors,
      clear: (name) =>
        setErrors((current) => {
          if (!(name in current)) return current;
          const { [name]: _cleared, ...rest } = current;
          return rest;
        }),
    }),
    [errors],
  );
  return [value, setErrors];
}

/** The field's message, if any, and the change handler that clears it. */
export function useFieldError(name: string): { error: string | undefined; clear: () => void } {
  const { errors, clear } = useContext(FieldErrorsContext);
  return { error: errors[name], clear: () => clear(name) };
}
