/**
 * Zoom and pan for a board's map (the maths are zoom.ts's): the viewport element's size is measured, and the view
 * answers to the buttons, the mouse wheel, a drag with the mouse or one finger, a pinch with two fingers and
 * the keyboard (arrows pan, + and − zoom, 0 resets). A drag never counts as a click on what is under it.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { clampView, initialView, maxScale, minScale, panBy, panToShow, viewBoxOf, wheelFactor, zoomAt, zoomCentre, ZOOM_STEP, type Box, type MapFrame, type Size, type View } from './zoom';

/** Pixels a pointer moves before a press becomes a drag. */
const DRAG_THRESHOLD = 4;
/** Pixels one arrow key pans. */
const KEY_PAN = 60;

type Point = { x: number; y: number };

export interface MapViewControls {
  /** For the viewport element: measured, and where the wheel listens. */
  ref: React.RefObject<HTMLDivElement>;
  view: View;
  viewBox: string;
  canZoomIn: boolean;
  canZoomOut: boolean;
  zoomIn(): void;
  zoomOut(): void;
  reset(): void;
  /** Bring a part of the map into sight, at the present scale. */
  show(box: Box): void;
  handlers: {
    onPointerDown(e: PointerEvent): void;
    onPointerMove(e: PointerEvent): void;
    onPointerUp(e: PointerEvent): void;
    onPointerCancel(e: PointerEvent): void;
    onClickCapture(e: MouseEvent): void;
    onKeyDown(e: KeyboardEvent): void;
  };
}

/** A layout effect in the browser; on the server (boards rendered to markup), where nothing is painted, an effect. */
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** `map` must keep its identity between renders (a module constant). */
export function useMapView(map: MapFrame): MapViewControls {
  const ref = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<Size>(map);
  const [view, setViewState] = useState<View>(() => initialView(map, map));
  const latest = useRef({ view, viewport });
  latest.current = { view, viewport };
  /** Has the player moved the view? Until then a resized viewport starts over from the initial view. */
  const moved = useRef(false);
  /** The part of the map last asked to be in sight (`show`), kept in sight when the viewport is measured. */
  const wanted = useRef<Box | null>(null);

  const setView = useCallback((next: (view: View, viewport: Size) => View) => {
    moved.current = true;
    setViewState((v) => next(v, latest.current.viewport));
  }, []);

  // The viewport's size, followed as the window turns or resizes. Measured before the first paint, so that the map
  // is never shown, even for a frame, at the view of a viewport the size of the whole map (its texts then tiny).
  useBeforePaint(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The inner size, to the fraction of a pixel: the map is drawn inside the viewport's border.
    const measure = () => {
      const box = element.getBoundingClientRect();
      const [width, height] = [box.width - 2 * element.clientLeft, box.height - 2 * element.clientTop];
      if (width < 1 || height < 1) return;
      const size = { width, height };
      setViewport((old) => (old.width === width && old.height === height ? old : size));
      setViewState((v) => {
        if (moved.current) return clampView(v, map, size);
        const start = initialView(map, size);
        return wanted.current ? panToShow(start, wanted.current, map, size) : start;
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [map]);

  // The wheel zooms about the pointer; the page scrolls on when the map can zoom no further that way.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = (e: WheelEvent) => {
      const { view: v, viewport: size } = latest.current;
      const factor = wheelFactor(e.deltaY);
      const next = Math.min(Math.max(v.scale * factor, minScale(map, size)), maxScale(map, size));
      if (Math.abs(next - v.scale) < 1e-6) return;
      e.preventDefault();
      const box = element.getBoundingClientRect();
      const [px, py] = [e.clientX - box.left - element.clientLeft, e.clientY - box.top - element.clientTop];
      setView((old, s) => zoomAt(old, factor, px, py, map, s));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [map, setView]);

  const pointers = useRef(new Map<number, Point>());
  const dragging = useRef(false);
  const swallowClick = useRef(false);
  const start = useRef<Point>({ x: 0, y: 0 });

  const local = (e: PointerEvent): Point => {
    const element = ref.current!;
    const box = element.getBoundingClientRect();
    return { x: e.clientX - box.left - element.clientLeft, y: e.clientY - box.top - element.clientTop };
  };

  const handlers = useMemo(
    () => ({
      onPointerDown(e: PointerEvent) {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        swallowClick.current = false;
        const p = local(e);
        pointers.current.set(e.pointerId, p);
        if (pointers.current.size === 1) {
          start.current = p;
          dragging.current = false;
        }
      },
      onPointerMove(e: PointerEvent) {
        const before = pointers.current.get(e.pointerId);
        if (!before) return;
        const p = local(e);
        if (pointers.current.size >= 2) {
          // Pinch: the two fingers' distance scales the map, their midpoint carries it.
          const [a, b] = [...pointers.current.entries()].slice(0, 2);
          const other = a[0] === e.pointerId ? b[1] : a[1];
          const d0 = Math.hypot(before.x - other.x, before.y - other.y);
          const d1 = Math.hypot(p.x - other.x, p.y - other.y);
          const m0 = { x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 };
          const m1 = { x: (p.x + other.x) / 2, y: (p.y + other.y) / 2 };
          dragging.current = true;
          if (d0 > 0) setView((v, s) => panBy(zoomAt(v, d1 / d0, m0.x, m0.y, map, s), m1.x - m0.x, m1.y - m0.y, map, s));
        } else {
          if (!dragging.current && Math.hypot(p.x - start.current.x, p.y - start.current.y) < DRAG_THRESHOLD) return;
          if (!dragging.current) {
            dragging.current = true;
            ref.current?.setPointerCapture?.(e.pointerId);
          }
          setView((v, s) => panBy(v, p.x - before.x, p.y - before.y, map, s));
        }
        pointers.current.set(e.pointerId, p);
      },
      onPointerUp(e: PointerEvent) {
        pointers.current.delete(e.pointerId);
        if (dragging.current) swallowClick.current = true;
        if (pointers.current.size === 0) dragging.current = false;
      },
      onPointerCancel(e: PointerEvent) {
        pointers.current.delete(e.pointerId);
        if (pointers.current.size === 0) dragging.current = false;
      },
      onClickCapture(e: MouseEvent) {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        e.stopPropagation();
        e.preventDefault();
      },
      onKeyDown(e: KeyboardEvent) {
        if (e.target !== e.currentTarget) return;
        const pan: Record<string, [number, number]> = { ArrowLeft: [KEY_PAN, 0], ArrowRight: [-KEY_PAN, 0], ArrowUp: [0, KEY_PAN], ArrowDown: [0, -KEY_PAN] };
        if (pan[e.key]) setView((v, s) => panBy(v, pan[e.key][0], pan[e.key][1], map, s));
        else if (e.key === '+' || e.key === '=') setView((v, s) => zoomCentre(v, ZOOM_STEP, map, s));
        else if (e.key === '-' || e.key === '−') setView((v, s) => zoomCentre(v, 1 / ZOOM_STEP, map, s));
        else if (e.key === '0') setView((_, s) => initialView(map, s));
        else return;
        e.preventDefault();
      },
    }),
    [map, setView],
  );

  const show = useCallback(
    (box: Box) => {
      wanted.current = box;
      setViewState((v) => panToShow(v, box, map, latest.current.viewport));
    },
    [map],
  );

  const lowest = minScale(map, viewport);
  const highest = maxScale(map, viewport);
  return {
    ref,
    view,
    viewBox: viewBoxOf(view, viewport),
    canZoomIn: view.scale < highest - 1e-6,
    canZoomOut: view.scale > lowest + 1e-6,
    zoomIn: () => setView((v, s) => zoomCentre(v, ZOOM_STEP, map, s)),
    zoomOut: () => setView((v, s) => zoomCentre(v, 1 / ZOOM_STEP, map, s)),
    reset: () => setView((_, s) => initialView(map, s)),
    show,
    handlers,
  };
}
