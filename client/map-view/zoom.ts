/**
 * The maths of a board map's zoom and pan, with no React: a view is a scale (screen pixels per map unit) and the
 * map point at the viewport's top-left corner. A map is never drawn so small that its smallest text falls under
 * `MIN_TEXT_PX` screen pixels (its names and pieces stay legible), nor smaller than the whole map fitted in the
 * viewport; a viewport too small for the whole map at that density shows part of it, to be panned. Every map
 * of the table (Pax Barbarorum's provinces, Pax Pamir's regions) zooms with these.
 */

export interface Size {
  width: number;
  height: number;
}

/** A map: its size in map units and the size of its smallest text, in map units (its board.css draws it so). */
export interface MapFrame extends Size {
  textSize: number;
}

export interface View {
  /** Screen pixels per map unit. */
  scale: number;
  /** The map point at the viewport's top-left corner. */
  x: number;
  y: number;
}

/** Screen pixels a map's texts never go below. */
export const MIN_TEXT_PX = 11;
/** Pixels per map unit below which the map's smallest text would be drawn smaller than `MIN_TEXT_PX`. */
export const minDensity = (map: MapFrame): number => MIN_TEXT_PX / map.textSize;
/** How far the map may be zoomed in, as a multiple of its smallest scale. */
export const MAX_ZOOM = 4;
/** One press of a zoom button. */
export const ZOOM_STEP = 1.4;

/** The smallest scale: the whole map fitted in the viewport, but never under the map's `minDensity`. */
export function minScale(map: MapFrame, viewport: Size): number {
  return Math.max(minDensity(map), Math.min(viewport.width / map.width, viewport.height / map.height));
}

export const maxScale = (map: MapFrame, viewport: Size): number => minScale(map, viewport) * MAX_ZOOM;

/** One axis: a map narrower than the viewport is centred, a wider one may not show anything beyond its edges. */
function clampAxis(start: number, visible: number, length: number): number {
  if (visible >= length) return (length - visible) / 2;
  return Math.min(Math.max(start, 0), length - visible);
}

/** The view brought back within its scale limits and the map's edges. */
export function clampView(view: View, map: MapFrame, viewport: Size): View {
  const scale = Math.min(Math.max(view.scale, minScale(map, viewport)), maxScale(map, viewport));
  return {
    scale,
    x: clampAxis(view.x, viewport.width / scale, map.width),
    y: clampAxis(view.y, viewport.height / scale, map.height),
  };
}

/** The starting view: the smallest scale, centred on the map. */
export function initialView(map: MapFrame, viewport: Size): View {
  const scale = minScale(map, viewport);
  return clampView({ scale, x: (map.width - viewport.width / scale) / 2, y: (map.height - viewport.height / scale) / 2 }, map, viewport);
}

/** Zoom by `factor` keeping the map point under the viewport point (`px`, `py`, in pixels) where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number, map: MapFrame, viewport: Size): View {
  const mx = view.x + px / view.scale;
  const my = view.y + py / view.scale;
  const scale = Math.min(Math.max(view.scale * factor, minScale(map, viewport)), maxScale(map, viewport));
  return clampView({ scale, x: mx - px / scale, y: my - py / scale }, map, viewport);
}

/** Zoom about the viewport's centre (the buttons). */
export const zoomCentre = (view: View, factor: number, map: MapFrame, viewport: Size): View =>
  zoomAt(view, factor, viewport.width / 2, viewport.height / 2, map, viewport);

/** The map dragged by (`dx`, `dy`) screen pixels: it follows the pointer. */
export function panBy(view: View, dx: number, dy: number, map: MapFrame, viewport: Size): View {
  return clampView({ scale: view.scale, x: view.x - dx / view.scale, y: view.y - dy / view.scale }, map, viewport);
}

/** A rectangle of the map, in map units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The view moved, at its scale, so that `box` shows: unchanged when it shows already, else centred on the box
 * (as far as the map's edges allow). The provinces a decision is about come into sight this way.
 */
export function panToShow(view: View, box: Box, map: MapFrame, viewport: Size): View {
  const vw = viewport.width / view.scale;
  const vh = viewport.height / view.scale;
  const shown = box.x >= view.x && box.y >= view.y && box.x + box.width <= view.x + vw && box.y + box.height <= view.y + vh;
  if (shown) return view;
  return clampView({ scale: view.scale, x: box.x + box.width / 2 - vw / 2, y: box.y + box.height / 2 - vh / 2 }, map, viewport);
}

/** The SVG `viewBox` that draws the view in the viewport (its size rounded down: never drawn smaller than the view). */
export function viewBoxOf(view: View, viewport: Size): string {
  const r = (n: number) => Math.round(n * 100) / 100;
  const down = (n: number) => Math.floor(n * 100) / 100;
  return `${r(view.x)} ${r(view.y)} ${down(viewport.width / view.scale)} ${down(viewport.height / view.scale)}`;
}

/** A wheel's `deltaY` as a zoom factor: up zooms in, down out; one notch (about 100) is a button press. */
export const wheelFactor = (deltaY: number): number => Math.pow(ZOOM_STEP, Math.max(-3, Math.min(3, -deltaY / 100)));
