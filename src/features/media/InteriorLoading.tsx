/**
 * What the interior view shows until its panorama is drawn (its code, then its image, on their way):
 * a loading indicator where the view will be, not an empty black box.
 */
export function InteriorLoading({ failed = false }: { failed?: boolean }) {
  return (
    <div className="interior-loading" role="status">
      {!failed && <span className="interior-spinner" aria-hidden="true" />}
      <span>{failed ? 'The interior view could not be loaded.' : 'Loading interior view…'}</span>
    </div>
  );
}
