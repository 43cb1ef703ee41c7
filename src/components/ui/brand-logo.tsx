/**
 * The Market Lens mark (a lens over a rising price line) with the product name.
 * The name is real text so screen readers and search read "Market Lens".
 */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="10" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M21.5 21.5L28 28" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path
          d="M8.5 17l3.5-4 3 2.5 4.5-5.5"
          fill="none"
          stroke="#f2a900"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>Market Lens</span>
    </>
  );
}
