import { describe, expect, it } from 'vitest';
import { BASEMAP_LINES, basemapStyle, widthAtZoom } from './basemap';

describe('the basemap’s line widths', () => {
  it('interpolates between the stops and holds at the ends, as MapLibre does', () => {
    const coast = BASEMAP_LINES.coast.width;
    expect(widthAtZoom(coast, 0)).toBe(0.6);
    expect(widthAtZoom(coast, 2)).toBe(0.6);
    expect(widthAtZoom(coast, 5)).toBeCloseTo(1.3, 9);
    expect(widthAtZoom(coast, 8)).toBe(2);
    expect(widthAtZoom(coast, 11)).toBe(2);
  });

  it('are the ones the MapLibre style draws with', () => {
    const layers = basemapStyle('light').layers;
    const coast = layers.find((layer) => layer.id === 'coast');
    const borders = layers.find((layer) => layer.id === 'borders');
    expect(coast?.paint).toMatchObject({
      'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 2],
    });
    expect(borders?.paint).toMatchObject({
      'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.5],
      'line-dasharray': [3, 2],
    });
  });
});
