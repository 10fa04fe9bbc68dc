import type { CSSProperties, MouseEvent, ReactNode } from 'react';

export interface RewardTermsProps {
  /** The reward's name and figure, always visible ('Bank welcome offer: AED 300 cashback'). */
  name: ReactNode;
  /** Its conditions, one tap on the name away. */
  conditions: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * A reward with its conditions one tap away: a native disclosure, so it works on a phone, with a
 * keyboard and before any script of antd. Inside a tile that opens on a click, opening the
 * conditions opens nothing else.
 */
export function RewardTerms({ name, conditions, className, style }: RewardTermsProps) {
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <details className={['rec-reward', className].filter(Boolean).join(' ')} style={style} onClick={stop}>
      <summary>{name}</summary>
      <div className="rec-reward-conditions">{conditions}</div>
    </details>
  );
}
