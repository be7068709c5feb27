import type { BrowserContext, Page } from 'playwright-core';

/**
 * What a canvas chart really drew, read back for assertions: charts draw on <canvas>, so the page's
 * canvas calls are watched (never changed) from before the app starts. Bars are the rectangles of
 * filled paths; axis labels are the centred, unrotated texts (a label of two lines is one label).
 */
export async function watchCanvasDrawing(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    interface Drawing {
      bars: Array<{ x: number; y: number; w: number; h: number }>;
      texts: Array<{ text: string; x: number; y: number; width: number }>;
    }
    const rects = new WeakMap<Path2D, Array<[number, number, number, number]>>();
    const drawings = new WeakMap<HTMLCanvasElement, Drawing>();
    const drawing = (canvas: HTMLCanvasElement) => {
      let found = drawings.get(canvas);
      if (!found) drawings.set(canvas, (found = { bars: [], texts: [] }));
      return found;
    };
    (window as unknown as { canvasDrawing: (c: HTMLCanvasElement) => Drawing }).canvasDrawing = drawing;

    const rect = Path2D.prototype.rect;
    Path2D.prototype.rect = function (x, y, w, h) {
      const list = rects.get(this) ?? [];
      list.push([x, y, w, h]);
      rects.set(this, list);
      return rect.call(this, x, y, w, h);
    };
    const context = CanvasRenderingContext2D.prototype;
    const clearRect = context.clearRect;
    context.clearRect = function (x, y, w, h) {
      // A full clear starts a new frame of the chart.
      if (x <= 0 && y <= 0 && w >= this.canvas.width && h >= this.canvas.height)
        drawings.set(this.canvas, { bars: [], texts: [] });
      return clearRect.call(this, x, y, w, h);
    };
    const fill = context.fill as (this: CanvasRenderingContext2D, ...args: unknown[]) => void;
    context.fill = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
      const path = args[0];
      if (path instanceof Path2D) {
        const { e, f } = this.getTransform();
        for (const [x, y, w, h] of rects.get(path) ?? [])
          drawing(this.canvas).bars.push({ x: x + e, y: y + f, w, h });
      }
      return fill.apply(this, args);
    } as typeof context.fill;
    const fillText = context.fillText;
    context.fillText = function (text, x, y, maxWidth) {
      const t = this.getTransform();
      if (this.textAlign === 'center' && t.b === 0 && t.c === 0)
        drawing(this.canvas).texts.push({
          text: String(text),
          x: x + t.e,
          y: y + t.f,
          width: this.measureText(String(text)).width,
        });
      return maxWidth === undefined
        ? fillText.call(this, text, x, y)
        : fillText.call(this, text, x, y, maxWidth);
    };
  });
}

export interface ChartGeometry {
  /** The plotting area, in CSS pixels of the page. */
  plot: { left: number; right: number; top: number; bottom: number };
  bars: Array<{ left: number; right: number; centre: number; height: number }>;
  /** x-axis labels, left to right on screen, lines joined with a space. */
  labels: Array<{ text: string; centre: number; width: number }>;
}

/** The geometry of the `index`-th chart with this test id, once it has drawn its labels. */
export async function chartGeometry(page: Page, testId: string, index = 0): Promise<ChartGeometry> {
  const selector = `[data-testid="${testId}"]`;
  await page.waitForFunction(
    ([sel, i]) => {
      const canvas = document.querySelectorAll(sel)[i]?.querySelector('canvas');
      const read = (window as unknown as { canvasDrawing?: (c: HTMLCanvasElement) => { texts: unknown[] } })
        .canvasDrawing;
      return !!canvas && !!read && read(canvas).texts.length > 0;
    },
    [selector, index] as const,
  );
  return page.evaluate(
    ([sel, i]) => {
      const frame = document.querySelectorAll(sel)[i]!;
      // In view, so that the pointer can reach what the geometry describes.
      frame.scrollIntoView({ block: 'center' });
      const canvas = frame.querySelector('canvas')!;
      const over = frame.querySelector('.u-over')!.getBoundingClientRect();
      const box = canvas.getBoundingClientRect();
      const scale = canvas.width / box.width;
      const read = (
        window as unknown as {
          canvasDrawing: (c: HTMLCanvasElement) => {
            bars: Array<{ x: number; y: number; w: number; h: number }>;
            texts: Array<{ text: string; x: number; y: number; width: number }>;
          };
        }
      ).canvasDrawing(canvas);
      const plotBottom = (over.bottom - box.top) * scale;
      // Labels under the plot, grouped by position (the lines of one label share its centre).
      const byCentre = new Map<number, { text: string; centre: number; width: number }>();
      for (const text of read.texts.filter((t) => t.y > plotBottom)) {
        const key = Math.round(text.x);
        const found = byCentre.get(key);
        const centre = box.left + text.x / scale;
        if (found) {
          found.text += ` ${text.text}`;
          found.width = Math.max(found.width, text.width / scale);
        } else byCentre.set(key, { text: text.text, centre, width: text.width / scale });
      }
      const seen = new Set<string>();
      const bars = read.bars
        .map((b) => {
          const left = box.left + Math.min(b.x, b.x + b.w) / scale;
          const right = box.left + Math.max(b.x, b.x + b.w) / scale;
          return { left, right, centre: (left + right) / 2, height: Math.abs(b.h) / scale };
        })
        .filter((b) => {
          const key = `${b.left.toFixed(1)}:${b.right.toFixed(1)}`;
          return !seen.has(key) && seen.add(key);
        })
        .sort((a, b) => a.left - b.left);
      return {
        plot: { left: over.left, right: over.right, top: over.top, bottom: over.bottom },
        bars,
        labels: [...byCentre.values()].sort((a, b) => a.centre - b.centre),
      };
    },
    [selector, index] as const,
  );
}
