/**
 * A board map's frame: its zoom buttons (named, reached with the keyboard) over a viewport that pans and zooms
 * (use-map-view.ts). The board draws its own SVG inside with the controls' `viewBox`. Class names and test ids
 * carry the board's prefix (`pb-viewport`, `pp-zoom-in`…), so each board styles its frame in its own board.css.
 */
import type { ReactNode } from 'react';
import type { MapViewControls } from './use-map-view';

/** The texts of the map's controls, in the viewer's language. */
export interface ZoomLabels {
  controls: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  viewport: string;
}

export interface ZoomableMapProps {
  /** The board's class prefix: `pb` gives `pb-map-frame`, `pb-map-controls`, `pb-viewport`, `pb-zoom-in`… */
  prefix: string;
  zoom: MapViewControls;
  labels: ZoomLabels;
  children: ReactNode;
}

export function ZoomableMap({ prefix, zoom, labels, children }: ZoomableMapProps) {
  return (
    <div className={`${prefix}-map-frame`}>
      <div className={`${prefix}-map-controls`} role="toolbar" aria-label={labels.controls}>
        <button type="button" onClick={zoom.zoomIn} disabled={!zoom.canZoomIn} aria-label={labels.zoomIn} title={labels.zoomIn} data-testid={`${prefix}-zoom-in`}>
          +
        </button>
        <button type="button" onClick={zoom.zoomOut} disabled={!zoom.canZoomOut} aria-label={labels.zoomOut} title={labels.zoomOut} data-testid={`${prefix}-zoom-out`}>
          −
        </button>
        <button type="button" onClick={zoom.reset} aria-label={labels.reset} title={labels.reset} data-testid={`${prefix}-zoom-reset`}>
          ⟲
        </button>
      </div>
      <div
        ref={zoom.ref}
        className={`${prefix}-viewport`}
        role="group"
        aria-label={labels.viewport}
        tabIndex={0}
        data-scale={zoom.view.scale.toFixed(3)}
        {...zoom.handlers}
      >
        {children}
      </div>
    </div>
  );
}
