/**
 * 4.2 gathers 4.1's improvement actions. A risk's action counts as scheduled when a schedule row was
 * added from that risk (`from_risk`, kept however the row is reworded later) or already says the same
 * thing (letter case, punctuation and spacing aside).
 */
type Row = Record<string, unknown>;

const plain = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The risks whose improvement action is not in the schedule yet, in 4.1's order. */
export function risksWithUnscheduledActions(risks: Row[], schedule: Row[]): Row[] {
  const linked = new Set(schedule.map((r) => r.from_risk).filter((id) => typeof id === 'string' && id));
  const written = new Set(schedule.map((r) => plain(r.action)).filter(Boolean));
  return risks.filter((r) => {
    const action = plain(r.improvement_action);
    return action !== '' && !linked.has(r.id) && !written.has(action);
  });
}
