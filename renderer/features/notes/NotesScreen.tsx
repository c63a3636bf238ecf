// Being built: replaced by the real screen.
export function NotesScreen() {
  return <h1>NotesScreen</h1>;
}
