/**
 * Shows another story inside an iframe of a given width, so its CSS media queries see
 * that viewport. The test runner only knows desktop (1280) and mobile (390); this is how
 * a story shows the shell between them (below md, above the 700px bottom bar).
 */
export function ViewportFrame({ storyId, width, height, title }: { storyId: string; width: number; height: number; title: string }) {
  return (
    <div className="p-3">
      <p className="small text-body-secondary mb-2">
        {title}: {width}px wide
      </p>
      <iframe
        title={title}
        src={`iframe.html?id=${storyId}&viewMode=story`}
        width={width}
        height={height}
        style={{ display: 'block', border: '1px solid var(--ml-slate-300)', background: '#fff' }}
      />
    </div>
  );
}
