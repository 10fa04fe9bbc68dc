/** Drawn in a 100 x 100 box: an 8-unit ring, the look of antd's circle progress. */
const radius = 46;
const circumference = 2 * Math.PI * radius;

/**
 * The match percent as a ring beside its label, which states the number (once per tile): the
 * ring itself is a picture of it, without text. Two SVG circles, no component state and no
 * measuring, which matters when ten tiles render at once.
 */
export function MatchRing({ score }: { score: number }) {
  const percent = Math.min(100, Math.max(0, score));
  return (
    <span className={`rec-ring${percent >= 100 ? ' rec-ring-full' : ''}`} aria-hidden>
      <svg viewBox="0 0 100 100" width="40" height="40" focusable="false">
        <circle className="rec-ring-trail" cx="50" cy="50" r={radius} />
        {percent > 0 && (
          <circle
            className="rec-ring-value"
            cx="50"
            cy="50"
            r={radius}
            strokeDasharray={`${(percent / 100) * circumference} ${circumference}`}
            transform="rotate(-90 50 50)"
          />
        )}
      </svg>
    </span>
  );
}
