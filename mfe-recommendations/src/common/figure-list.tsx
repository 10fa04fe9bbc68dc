/** One labelled figure: 'Annual fee' and 'AED 300'. */
export interface LabelledFigure {
  label: string;
  value: string;
}

/** Figures as a description list: each label over its value, the value kept whole in any direction of text. */
export function FigureList({ className, figures }: { className: string; figures: LabelledFigure[] }) {
  return (
    <dl className={className}>
      {figures.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
