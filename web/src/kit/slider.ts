/**
 * The image slider's arithmetic (seed 000 §2, article edit: up to 4 slides visible, scroll 4,
 * 5 s per step). Pure, so it is unit-tested on its own; `ImageSlider.tsx` draws it.
 */

export const SLIDES_VISIBLE = 4;
export const SLIDES_SCROLL = 4;
export const SLIDE_DURATION_MS = 5000;

/** The first slide of each step: 0, scroll, 2·scroll… while slides remain past the window. */
export function slideStarts(count: number, visible = SLIDES_VISIBLE, scroll = SLIDES_SCROLL): number[] {
  if (count <= visible) return [0];
  const starts: number[] = [];
  for (let start = 0; start < count; start += scroll) {
    starts.push(start);
    if (start + visible >= count) break;
  }
  return starts;
}

/** The next step's first slide, wrapping to the beginning after the last step. */
export function nextStart(start: number, count: number, visible = SLIDES_VISIBLE, scroll = SLIDES_SCROLL): number {
  const starts = slideStarts(count, visible, scroll);
  const index = starts.findIndex((value) => value >= start);
  const current = index === -1 ? starts.length - 1 : index;
  return starts[(current + 1) % starts.length]!;
}

/** The previous step's first slide, wrapping to the last step from the first. */
export function previousStart(start: number, count: number, visible = SLIDES_VISIBLE, scroll = SLIDES_SCROLL): number {
  const starts = slideStarts(count, visible, scroll);
  const index = starts.findIndex((value) => value >= start);
  const current = index === -1 ? starts.length - 1 : index;
  return starts[(current - 1 + starts.length) % starts.length]!;
}

/** A start kept valid when slides come and go (an image deleted on the last step). */
export function clampStart(start: number, count: number, visible = SLIDES_VISIBLE, scroll = SLIDES_SCROLL): number {
  const starts = slideStarts(count, visible, scroll);
  return starts.includes(start) ? start : starts.filter((value) => value <= start).pop() ?? 0;
}
