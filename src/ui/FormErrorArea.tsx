/** Spec §8: the form-level error area, a destructive alert headed 'Please fix the following errors:'. */
export function FormErrorArea({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="form-errors">
      <p className="form-errors-title">Please fix the following errors:</p>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
