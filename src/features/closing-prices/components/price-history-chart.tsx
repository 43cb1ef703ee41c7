import 'uplot/dist/uPlot.min.css';

import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';

import type { ClosingPriceHistoryPoint } from '@generated/model/closingPriceHistoryPoint';
import { formatShortDate, LONDON_TIME_ZONE } from '@/lib/dates';
import { formatAxisDay, formatAxisMonth } from '@/lib/date-times';

import { formatPrice } from '../utils/format-price';

const COLOURS = {
  price: '#0b4f7c',
  mean: '#4a5866',
  bandLine: 'rgba(181, 121, 0, 0.55)',
  bandFill: 'rgba(242, 169, 0, 0.16)',
  axis: '#4a5866',
  grid: '#e6ebf0',
} as const;

const AXIS_FONT = '12px Inter, system-ui, sans-serif';

/** Seconds since the epoch at noon UTC of a calendar day: the same London day all year. */
const toSeconds = (isoDay: string) => Date.parse(`${isoDay}T12:00:00Z`) / 1000;

/** UK-style ticks: '22 Aug' for short ranges, 'Aug 2026' when ticks are months apart. */
function timeTicks(_chart: uPlot, ticks: number[], _axis: number, _space: number, increment: number): string[] {
  const format = increment >= 28 * 86_400 ? formatAxisMonth : formatAxisDay;
  return ticks.map((tick) => format(new Date(tick * 1000)));
}

function chartData(points: readonly ClosingPriceHistoryPoint[]): uPlot.AlignedData {
  return [
    points.map((point) => toSeconds(point.date)),
    points.map((point) => point.price),
    points.map((point) => point.thirtyDayMean),
    points.map((point) => point.thirtyDayHigh),
    points.map((point) => point.thirtyDayLow),
  ];
}

function chartOptions(width: number, height: number, compact: boolean, onCursor: (index: number | null) => void): uPlot.Options {
  const axis: uPlot.Axis = {
    stroke: COLOURS.axis,
    font: AXIS_FONT,
    grid: { stroke: COLOURS.grid, width: 1 },
    ticks: { stroke: COLOURS.grid, width: 1, size: 4 },
  };
  return {
    width,
    height,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), LONDON_TIME_ZONE),
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 7 } },
    scales: { x: { time: true } },
    series: [
      {},
      { label: 'Closing price', stroke: COLOURS.price, width: 2, points: { show: false } },
      { label: '30-day mean', stroke: COLOURS.mean, width: 1.25, dash: [5, 4], show: !compact, points: { show: false } },
      { label: '30-day high', stroke: COLOURS.bandLine, width: 1, points: { show: false } },
      { label: '30-day low', stroke: COLOURS.bandLine, width: 1, points: { show: false } },
    ],
    bands: [{ series: [3, 4], fill: COLOURS.bandFill }],
    axes: [
      { ...axis, space: compact ? 80 : 70, values: timeTicks },
      { ...axis, size: 56, values: (_chart, ticks) => ticks.map((tick) => tick.toFixed(tick % 1 === 0 ? 0 : 1)) },
    ],
    hooks: { setCursor: [(chart) => onCursor(chart.cursor.idx ?? null)] },
  };
}

/**
 * A product's closing price over time with its 30-day high–low band (and mean), on
 * uPlot (a small canvas library). The canvas is hidden from assistive technology:
 * `description` is its text alternative and the data table is one toggle away.
 */
export default function PriceHistoryChart({
  points,
  unit,
  description,
  height = 300,
  compact = false,
}: {
  points: readonly ClosingPriceHistoryPoint[];
  unit: string;
  description: string;
  height?: number;
  compact?: boolean;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = new uPlot(chartOptions(container.clientWidth || 600, height, compact, setHovered), chartData(points), container);
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== chart.width) chart.setSize({ width, height });
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [points, height, compact]);

  const point = hovered === null ? points[points.length - 1] : points[hovered];
  return (
    <figure className="mb-0">
      {point && !compact ? (
        <p className="small mb-1 text-body-secondary" aria-hidden="true">
          <strong className="text-body-emphasis">{formatShortDate(point.date)}</strong> · close {formatPrice(point.price)} {unit} · 30-day
          range {formatPrice(point.thirtyDayLow)}–{formatPrice(point.thirtyDayHigh)}
        </p>
      ) : null}
      {/* The chart is drawn after the first paint: its height is held from the start so the
          legend and what follows do not move when it arrives (docs/performance.md). */}
      <div ref={containerRef} className="ml-chart" style={{ minHeight: height }} role="img" aria-label={description} />
      <figcaption>
        <ul className="ml-chart-legend" aria-label="Legend">
          <li>
            <span className="ml-chart-swatch ml-chart-swatch--line" style={{ background: COLOURS.price }} aria-hidden="true" />
            Closing price ({unit})
          </li>
          {compact ? null : (
            <li>
              <span className="ml-chart-swatch ml-chart-swatch--dashed" style={{ color: COLOURS.mean }} aria-hidden="true" />
              30-day mean
            </li>
          )}
          <li>
            <span className="ml-chart-swatch" style={{ background: COLOURS.bandFill, border: `1px solid ${COLOURS.bandLine}` }} aria-hidden="true" />
            30-day high–low
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
