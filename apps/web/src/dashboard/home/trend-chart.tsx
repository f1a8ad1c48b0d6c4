import { formatDate } from '../../i18n/date-text';
import { formatCount } from '../../i18n/number-text';
import { useTranslation } from '../../i18n/use-translation';

export interface DayCount {
  day: string;
  count: number;
}

const BAR = 8;
const GAP = 2;
const HEIGHT = 48;

/**
 * A small bar chart of counts per day, drawn as SVG (no chart library: it stays in the dashboard's
 * chunk and costs nothing). Time runs with the reading direction — newest on the left in
 * right-to-left — each bar names its day in the reader's calendar and its count, and the chart
 * says its total and busiest day to a screen reader.
 */
export function TrendChart({ days, title, testId }: { days: readonly DayCount[]; title: string; testId?: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const rtl = i18n.dir() === 'rtl';
  const ordered = rtl ? [...days].reverse() : days;
  const width = days.length * (BAR + GAP);
  const summary = t('home.chart.summary', {
    total: formatCount(total, language),
    days: formatCount(days.length, language),
    max: formatCount(Math.max(0, ...days.map((d) => d.count)), language),
  });
  return (
    <figure className="trend-chart" data-testid={testId}>
      <figcaption className="trend-chart__title">{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`${title}: ${summary}`}>
        {ordered.map((d, i) => {
          const height = d.count === 0 ? 1 : Math.max(3, (d.count / max) * (HEIGHT - 2));
          return (
            <rect key={d.day} x={i * (BAR + GAP)} y={HEIGHT - height} width={BAR} height={height} rx={1.5} data-count={d.count}>
              <title>{`${formatDate(d.day, language)}: ${formatCount(d.count, language)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="trend-chart__summary">{summary}</div>
    </figure>
  );
}
