import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { MenuEngineeringClass, MenuEngineeringReport } from '#contract/reports.ts';
import { reportsMessages } from '#web/lib/i18n/locales/en/reports.ts';

/** Each class's colour: a theme colour, so light and dark both read. */
export const CLASS_COLOUR: Record<MenuEngineeringClass, string> = {
  star: 'text-success',
  plowhorse: 'text-warning',
  puzzle: 'text-link',
  dog: 'text-danger',
};

const WIDTH = 320;
const HEIGHT = 240;
const LEFT = 14;
const RIGHT = 6;
const TOP = 6;
const BOTTOM = 18;
const LABEL_CHARS = 16;

/** A scale from a domain onto a range of the drawing. */
function scale(domain: [number, number], range: [number, number]) {
  const span = domain[1] - domain[0] || 1;
  return (value: number) => range[0] + ((value - domain[0]) / span) * (range[1] - range[0]);
}

const short = (name: string) =>
  name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1)}…` : name;

/**
 * The menu-engineering matrix: popularity (menu mix %) across, contribution margin up, the
 * popularity line (70 % of an equal share) and the average margin splitting it into the four
 * classes. A picture of the table below it, which holds every figure: the drawing is one
 * image whose description says how many items fall in each class.
 */
export function MenuMatrix({ report }: { report: MenuEngineeringReport }) {
  const t = useStore(reportsMessages);
  const titleId = useId();
  const descriptionId = useId();
  const placed = report.items.filter(
    (item): item is typeof item & { contribution_margin: number; class: MenuEngineeringClass } =>
      item.contribution_margin !== null && item.class !== null,
  );
  const average = report.average_margin ?? 0;
  const threshold = report.popularity_threshold_percent;
  const mixes = placed.map((item) => item.menu_mix_percent);
  const margins = placed.map((item) => item.contribution_margin);
  const x = scale([0, Math.max(threshold * 2, ...mixes) * 1.08], [LEFT, WIDTH - RIGHT]);
  const low = Math.min(0, ...margins);
  const high = Math.max(average * 2, ...margins, 1);
  const y = scale([low - (high - low) * 0.04, high + (high - low) * 0.08], [HEIGHT - BOTTOM, TOP]);
  const splitX = x(threshold);
  const splitY = y(average);
  const counts = report.class_counts;
  const middle = (TOP + HEIGHT - BOTTOM) / 2;
  // untranslated: an SVG transform, not words
  const upright = `rotate(-90 10 ${middle})`;

  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="h-auto w-full max-w-2xl text-fg"
      >
        <title id={titleId}>{t.matrixTitle}</title>
        <desc id={descriptionId}>
          {t.matrixDescription({
            stars: counts.star,
            plowhorses: counts.plowhorse,
            puzzles: counts.puzzle,
            dogs: counts.dog,
          })}
        </desc>
        <rect
          x={LEFT}
          y={TOP}
          width={WIDTH - LEFT - RIGHT}
          height={HEIGHT - TOP - BOTTOM}
          fill="none"
          stroke="currentColor"
          strokeOpacity={0.4}
        />
        <line
          x1={splitX}
          x2={splitX}
          y1={TOP}
          y2={HEIGHT - BOTTOM}
          stroke="currentColor"
          strokeDasharray="4 3"
        />
        <line
          x1={LEFT}
          x2={WIDTH - RIGHT}
          y1={splitY}
          y2={splitY}
          stroke="currentColor"
          strokeDasharray="4 3"
        />
        <g fontSize={11} fontWeight={600}>
          <text x={LEFT + 4} y={TOP + 13} className={`fill-current ${CLASS_COLOUR.puzzle}`}>
            {t.classPuzzles}
          </text>
          <text
            x={WIDTH - RIGHT - 4}
            y={TOP + 13}
            textAnchor="end"
            className={`fill-current ${CLASS_COLOUR.star}`}
          >
            {t.classStars}
          </text>
          <text x={LEFT + 4} y={HEIGHT - BOTTOM - 5} className={`fill-current ${CLASS_COLOUR.dog}`}>
            {t.classDogs}
          </text>
          <text
            x={WIDTH - RIGHT - 4}
            y={HEIGHT - BOTTOM - 5}
            textAnchor="end"
            className={`fill-current ${CLASS_COLOUR.plowhorse}`}
          >
            {t.classPlowhorses}
          </text>
        </g>
        <text
          x={(LEFT + WIDTH) / 2}
          y={HEIGHT - 4}
          fontSize={10}
          textAnchor="middle"
          fill="currentColor"
        >
          {t.axisPopularity}
        </text>
        <text
          x={10}
          y={middle}
          fontSize={10}
          textAnchor="middle"
          fill="currentColor"
          transform={upright}
        >
          {t.axisMargin}
        </text>
        {placed.map((item) => {
          const cx = x(item.menu_mix_percent);
          const cy = y(item.contribution_margin);
          const left = cx > (LEFT + WIDTH) / 2;
          return (
            <g key={item.menu_item_id} className={CLASS_COLOUR[item.class]}>
              <circle cx={cx} cy={cy} r={4.5} fill="currentColor" />
              <text
                x={left ? cx - 7 : cx + 7}
                y={cy + 3.5}
                fontSize={9.5}
                textAnchor={left ? 'end' : 'start'}
                fill="currentColor"
                className="text-fg"
              >
                {short(item.name)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-muted">{t.matrixCaption}</figcaption>
    </figure>
  );
}
