/** Drawn in a 100 x 100 box: a 6-unit ring, as antd's circle progress draws it. */
const radius = 47;
const circumference = 2 * Math.PI * radius;

/**
 * The match percent as a ring, the look of antd's circle Progress (size 64) without its cost:
 * a tile draws two SVG circles and a label, with no component state, no style generation and
 * no measuring, which matters when ten tiles render at once.
 */
export function MatchRing({ score }: { score: number }) {
  const percent = Math.min(100, Math.max(0, score));
  return (
    <span className={`rec-ring${percent >= 100 ? ' rec-ring-full' : ''}`} aria-hidden>
      <svg viewBox="0 0 100 100" width="64" height="64" focusable="false">
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
      <span className="rec-ring-text">{score}%</span>
    </span>
  );
}
