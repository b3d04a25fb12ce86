/** '35 min', '2 h 10 min', '3 days': a median waiting time, as a visitor reads it. */
export function formatWait(minutes: number): string {
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  return `${Math.round(minutes / (24 * 60))} days`;
}

/** '1 verified professional', '12 verified professionals'. */
export function verifiedCount(count: number): string {
  return `${count} verified ${count === 1 ? 'professional' : 'professionals'}`;
}
