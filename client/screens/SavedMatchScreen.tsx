/** A match kept on this device as a record (hotseat, teacher, versus bots), reopened where it stood. */
export function SavedMatchScreen({ id }: { id: string }) {
  return <section data-saved={id} />;
}
