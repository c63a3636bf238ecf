// Being built: replaced by the real screen.
export function HelpOverlay({ onClose }: { onClose: () => void }) {
  return <h1>HelpOverlay</h1>;
}
