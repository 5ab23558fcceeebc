/** A journeys:diff line as text: its `code` spans (ids, field names) as code, the rest as it is. */
export function CodeText({ text }: { text: string }) {
  return <>{text.split("`").map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}
