/** The Required/Optional badge shown beside every flag and parameter. */
export function RequiredBadge({ required }: { required: boolean }) {
  return (
    <span className={`badge ${required ? 'badge-required' : 'badge-optional'}`}>
      {required ? 'Required' : 'Optional'}
    </span>
  );
}
