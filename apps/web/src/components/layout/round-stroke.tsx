/**
 * A line of an inline drawing, unfilled, with round ends and corners: the check marks, the rupee
 * signs and the like of the brand mark and the illustrations.
 */
export function RoundStroke({ d, color, width }: { d: string; color: string; width: string }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
