// @vitest-environment happy-dom
/**
 * The Pax Barbarorum map's zoom and pan: the maths (client/map-view/zoom.ts) on their own, the size the map's texts are drawn
 * at (board.css against zoom.ts), and the hook working the map's buttons and keys in happy-dom.
 */
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import {
  clampView,
  initialView,
  MAX_ZOOM,
  minDensity,
  MIN_TEXT_PX,
  maxScale,
  minScale,
  panBy,
  panToShow,
  viewBoxOf,
  wheelFactor,
  zoomAt,
  zoomCentre,
  ZOOM_STEP,
  type MapFrame,
  type Size,
  type View,
} from '../../client/map-view/zoom';
import { HEIGHT, MAP_TEXT, WIDTH } from '../../client/boards/pax-barbarorum/geometry';
import { MapView, type MapLabels } from '../../client/boards/pax-barbarorum/MapView';
import { initialState } from '../../games/pax-barbarorum/rules/setup';
import { mount, type Mounted } from './replay-mount';

const MAP: MapFrame = { width: WIDTH, height: HEIGHT, textSize: MAP_TEXT };
const MIN_DENSITY = minDensity(MAP);
/** A desktop's map column, a phone's, and a screen larger than the map. */
const DESKTOP: Size = { width: 590, height: 520 };
const PHONE: Size = { width: 368, height: 518 };
const WALL: Size = { width: 1800, height: 1200 };

/** The map point shown at viewport pixel (px, py). */
const mapPoint = (v: View, px: number, py: number) => [v.x + px / v.scale, v.y + py / v.scale];

describe('zoom.ts, for the Pax Barbarorum map', () => {
  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
    ['wall', WALL],
  ] as const)('%s: the smallest scale fits the map but never draws texts under %s px', (_name, viewport) => {
    const fit = Math.min(viewport.width / MAP.width, viewport.height / MAP.height);
    expect(minScale(MAP, viewport)).toBeCloseTo(Math.max(fit, MIN_DENSITY), 9);
    expect(MAP_TEXT * minScale(MAP, viewport)).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect(maxScale(MAP, viewport)).toBeCloseTo(minScale(MAP, viewport) * MAX_ZOOM, 9);
  });

  test('a viewport that holds the whole map shows it whole, centred', () => {
    const v = initialView(MAP, WALL);
    const [x0, y0] = mapPoint(v, 0, 0);
    const [x1, y1] = mapPoint(v, WALL.width, WALL.height);
    expect(x0).toBeLessThanOrEqual(0);
    expect(y0).toBeLessThanOrEqual(0);
    expect(x1).toBeGreaterThanOrEqual(MAP.width - 1e-9);
    expect(y1).toBeGreaterThanOrEqual(MAP.height - 1e-9);
    // Centred: as much sea on either side.
    expect(x0 + x1).toBeCloseTo(MAP.width, 6);
    expect(y0 + y1).toBeCloseTo(MAP.height, 6);
  });

  test('a phone shows the middle of the map, at the legible scale, within its edges', () => {
    const v = initialView(MAP, PHONE);
    expect(v.scale).toBeCloseTo(MIN_DENSITY, 9);
    const [x0] = mapPoint(v, 0, 0);
    const [x1] = mapPoint(v, PHONE.width, 0);
    expect(x0).toBeGreaterThan(0);
    expect(x1).toBeLessThan(MAP.width);
    expect((x0 + x1) / 2).toBeCloseTo(MAP.width / 2, 6);
  });

  test.each([
    [100, 80],
    [300, 400],
    [DESKTOP.width / 2, DESKTOP.height / 2],
  ])('zooming in about (%s, %s) keeps the map point under it in place', (px, py) => {
    const v = initialView(MAP, DESKTOP);
    const z = zoomAt(v, ZOOM_STEP, px, py, MAP, DESKTOP);
    expect(z.scale).toBeCloseTo(v.scale * ZOOM_STEP, 9);
    const [bx, by] = mapPoint(v, px, py);
    const [ax, ay] = mapPoint(z, px, py);
    expect(ax).toBeCloseTo(bx, 6);
    expect(ay).toBeCloseTo(by, 6);
    // Back out by the same factor: the first view again.
    const back = zoomAt(z, 1 / ZOOM_STEP, px, py, MAP, DESKTOP);
    expect(back.scale).toBeCloseTo(v.scale, 9);
    expect(back.x).toBeCloseTo(v.x, 6);
    expect(back.y).toBeCloseTo(v.y, 6);
  });

  test('the scale stays between its limits however often one zooms', () => {
    let v = initialView(MAP, PHONE);
    for (let i = 0; i < 20; i++) v = zoomCentre(v, ZOOM_STEP, MAP, PHONE);
    expect(v.scale).toBeCloseTo(maxScale(MAP, PHONE), 9);
    for (let i = 0; i < 40; i++) v = zoomCentre(v, 1 / ZOOM_STEP, MAP, PHONE);
    expect(v.scale).toBeCloseTo(minScale(MAP, PHONE), 9);
  });

  test('the map follows a drag, and stops at its edges', () => {
    const v = zoomCentre(initialView(MAP, DESKTOP), 2, MAP, DESKTOP);
    const moved = panBy(v, 30, -20, MAP, DESKTOP);
    expect(moved.x).toBeCloseTo(v.x - 30 / v.scale, 9);
    expect(moved.y).toBeCloseTo(v.y + 20 / v.scale, 9);
    expect(moved.scale).toBe(v.scale);
    const far = panBy(v, 1e6, 1e6, MAP, DESKTOP);
    expect(far.x).toBe(0);
    expect(far.y).toBe(0);
    const other = panBy(v, -1e6, -1e6, MAP, DESKTOP);
    expect(other.x + DESKTOP.width / v.scale).toBeCloseTo(MAP.width, 9);
    expect(other.y + DESKTOP.height / v.scale).toBeCloseTo(MAP.height, 9);
  });

  test('clampView mends a view out of bounds', () => {
    const v = clampView({ scale: 1000, x: -500, y: 9999 }, MAP, DESKTOP);
    expect(v.scale).toBeCloseTo(maxScale(MAP, DESKTOP), 9);
    expect(v.x).toBe(0);
    expect(v.y + DESKTOP.height / v.scale).toBeCloseTo(MAP.height, 9);
  });

  test('the viewBox has the viewport’s proportions at the view’s scale, its size rounded down', () => {
    const v = zoomCentre(initialView(MAP, PHONE), 1.7, MAP, PHONE);
    const [x, y, w, h] = viewBoxOf(v, PHONE).split(' ').map(Number);
    expect(x).toBeCloseTo(v.x, 2);
    expect(y).toBeCloseTo(v.y, 2);
    // Rounded down: the map is never drawn smaller than the view's scale (the texts stay at 11 px or more).
    for (const [drawn, exact] of [
      [w, PHONE.width / v.scale],
      [h, PHONE.height / v.scale],
    ]) {
      expect(drawn).toBeLessThanOrEqual(exact);
      expect(drawn).toBeGreaterThan(exact - 0.01);
    }
    expect(w / h).toBeCloseTo(PHONE.width / PHONE.height, 3);
  });

  test('the wheel: up zooms in, down zooms out, one notch is one button press, a fling is bounded', () => {
    expect(wheelFactor(-100)).toBeCloseTo(ZOOM_STEP, 9);
    expect(wheelFactor(100)).toBeCloseTo(1 / ZOOM_STEP, 9);
    expect(wheelFactor(0)).toBe(1);
    expect(wheelFactor(-1e6)).toBeCloseTo(Math.pow(ZOOM_STEP, 3), 9);
  });

  test('board.css draws every map text at MAP_TEXT units', () => {
    const css = readFileSync('client/boards/pax-barbarorum/board.css', 'utf8');
    for (const cls of ['pb-name', 'pb-count', 'pb-token-letter', 'pb-small']) {
      const rule = new RegExp(`\\.${cls} \\{[^}]*font-size: ([\\d.]+)px`).exec(css);
      expect(rule, cls).not.toBeNull();
      expect(Number(rule![1]), cls).toBe(MAP_TEXT);
    }
  });
});

describe('the map’s controls', () => {
  const labels: MapLabels = { title: 'Map', controls: 'Map zoom', zoomIn: 'Zoom in', zoomOut: 'Zoom out', reset: 'Reset', viewport: 'Map viewport' };
  const G = initialState(2, false);
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.unmount());

  const render = async () => {
    mounted = await mount(
      <MapView G={G} ownOrders={{}} highlight={new Set()} selected={null} onPick={() => {}} name={(p) => p} labels={labels} lastMove={new Set()} lastMoveHint="" />,
    );
    return mounted;
  };
  const scale = (m: Mounted) => Number(m.container.querySelector('.pb-viewport')!.getAttribute('data-scale'));
  const viewBox = (m: Mounted) => m.container.querySelector('svg.pb-map')!.getAttribute('viewBox');

  test('named buttons zoom in, out and back; zoom out is off at the smallest scale', async () => {
    const m = await render();
    for (const id of ['pb-zoom-in', 'pb-zoom-out', 'pb-zoom-reset']) expect(m.byTestId(id).getAttribute('aria-label')).toBeTruthy();
    const start = scale(m);
    const box = viewBox(m);
    expect((m.byTestId('pb-zoom-out') as HTMLButtonElement).disabled).toBe(true);
    await m.click('pb-zoom-in');
    expect(scale(m)).toBeCloseTo(start * ZOOM_STEP, 2);
    expect(viewBox(m)).not.toBe(box);
    expect((m.byTestId('pb-zoom-out') as HTMLButtonElement).disabled).toBe(false);
    await m.click('pb-zoom-out');
    expect(scale(m)).toBeCloseTo(start, 2);
    await m.click('pb-zoom-in');
    await m.click('pb-zoom-in');
    await m.click('pb-zoom-reset');
    expect(scale(m)).toBeCloseTo(start, 2);
    expect(viewBox(m)).toBe(box);
  });

  test('the focused map pans with the arrows and zooms with + and −', async () => {
    const m = await render();
    const viewport = m.container.querySelector<HTMLElement>('.pb-viewport')!;
    expect(viewport.tabIndex).toBe(0);
    expect(viewport.getAttribute('aria-label')).toBe('Map viewport');
    const start = scale(m);
    await m.key('+', viewport);
    expect(scale(m)).toBeCloseTo(start * ZOOM_STEP, 2);
    const before = viewBox(m)!.split(' ').map(Number);
    await m.key('ArrowRight', viewport);
    const after = viewBox(m)!.split(' ').map(Number);
    expect(after[0]).toBeGreaterThan(before[0]);
    expect(after[1]).toBe(before[1]);
    await m.key('-', viewport);
    expect(scale(m)).toBeCloseTo(start, 2);
  });
});

describe('bringing provinces into sight', () => {
  test('a part of the map already shown leaves the view as it is', () => {
    const v = initialView(MAP, PHONE);
    const box = { x: v.x + 10, y: v.y + 10, width: 50, height: 50 };
    expect(panToShow(v, box, MAP, PHONE)).toBe(v);
  });

  test('a part off to the side is centred, at the same scale, within the map', () => {
    const v = initialView(MAP, PHONE);
    // Thrace and Macedonia's corner, east of what a phone shows first.
    const box = { x: MAP.width - 150, y: 250, width: 100, height: 80 };
    const moved = panToShow(v, box, MAP, PHONE);
    expect(moved.scale).toBe(v.scale);
    const [x0, y0] = mapPoint(moved, 0, 0);
    const [x1, y1] = mapPoint(moved, PHONE.width, PHONE.height);
    expect(x0).toBeLessThanOrEqual(box.x);
    expect(x1).toBeGreaterThanOrEqual(box.x + box.width);
    expect(y0).toBeLessThanOrEqual(box.y);
    expect(y1).toBeGreaterThanOrEqual(box.y + box.height);
    expect(x1).toBeLessThanOrEqual(MAP.width + 1e-9);
  });
});
