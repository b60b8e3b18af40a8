import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spreadMarkers } from '@/features/properties/map-geometry';

describe('spreadMarkers: numbered map markers never cover each other', () => {
  it('keeps a marker on its point when that is free', () => {
    expect(spreadMarkers([{ x: 100, y: 100 }, { x: 300, y: 100 }], 44, 640, 400)).toEqual([{ x: 100, y: 100 }, { x: 300, y: 100 }]);
  });

  it('moves the later of two listings at one address one ring away (first direction: up)', () => {
    const [a, b] = spreadMarkers([{ x: 200, y: 200 }, { x: 200, y: 200 }], 44, 640, 400);
    expect(a).toEqual({ x: 200, y: 200 });
    expect(b!.x).toBeCloseTo(200, 9);
    expect(b!.y).toBeCloseTo(156, 9);
  });

  it('stays inside the drawing: a marker at the top edge moves sideways or down, not out', () => {
    const [, b] = spreadMarkers([{ x: 200, y: 22 }, { x: 200, y: 22 }], 44, 640, 400);
    expect(b!.y).toBeGreaterThanOrEqual(22);
    expect(Math.hypot(b!.x - 200, b!.y - 22)).toBeGreaterThanOrEqual(44 - 1e-9);
  });

  it('any 20 points in a drawing: every pair of markers at least one diameter apart, each inside', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ x: fc.double({ min: 22, max: 618, noNaN: true }), y: fc.double({ min: 22, max: 378, noNaN: true }) }), { maxLength: 20 }), (points) => {
        const placed = spreadMarkers(points, 44, 640, 400);
        expect(placed).toHaveLength(points.length);
        for (const m of placed) {
          expect(m.x).toBeGreaterThanOrEqual(22 - 1e-9);
          expect(m.x).toBeLessThanOrEqual(618 + 1e-9);
          expect(m.y).toBeGreaterThanOrEqual(22 - 1e-9);
          expect(m.y).toBeLessThanOrEqual(378 + 1e-9);
        }
        for (let i = 0; i < placed.length; i++) {
          for (let j = i + 1; j < placed.length; j++) expect(Math.hypot(placed[i]!.x - placed[j]!.x, placed[i]!.y - placed[j]!.y)).toBeGreaterThanOrEqual(44 - 1e-6);
        }
      }),
    );
  });
});

describe('placeLabels: the results map names the larger cities in its frame (issue 48)', () => {
  it('Germany: the largest cities by name in the page language, largest first, none on top of another', async () => {
    const { GERMANY, placeLabels, projection } = await import('@/features/properties/map-geometry');
    const p = projection(GERMANY);
    const en = placeLabels(GERMANY, p, 'en');
    expect(en.map((l) => l.name).slice(0, 3)).toEqual(['Berlin', 'Hamburg', 'Munich']);
    expect(en.length).toBeLessThanOrEqual(6);
    expect(placeLabels(GERMANY, p, 'de').map((l) => l.name)).toContain('München');
  });

  it('a name never covers a result marker: it moves to another side of its point, or is left out', async () => {
    const { GERMANY, placeLabels, projection } = await import('@/features/properties/map-geometry');
    const p = projection(GERMANY);
    const berlin = placeLabels(GERMANY, p, 'en').find((l) => l.name === 'Berlin')!;
    expect(berlin.text.anchor).toBe('start');
    // A marker right of Berlin's point: the name goes to the left.
    const right = placeLabels(GERMANY, p, 'en', [{ x: berlin.x + 40, y: berlin.y, r: 22 }]).find((l) => l.name === 'Berlin')!;
    expect(right.text.anchor).toBe('end');
    // Markers on every side: no name for Berlin.
    const around = [-40, 40].flatMap((d) => [{ x: berlin.x + d, y: berlin.y, r: 22 }, { x: berlin.x, y: berlin.y + d / 2, r: 22 }]);
    expect(placeLabels(GERMANY, p, 'en', around).map((l) => l.name)).not.toContain('Berlin');
  });

  it('a Leipzig radius names Leipzig and no city outside the frame', async () => {
    const { boxAround, placeLabels, projection } = await import('@/features/properties/map-geometry');
    const box = boxAround(51.34, 12.37, 11);
    const names = placeLabels(box, projection(box), 'de').map((l) => l.name);
    expect(names).toContain('Leipzig');
    expect(names).not.toContain('Dresden');
    expect(names).not.toContain('Berlin');
  });
});
