import { describe, expect, it } from 'vitest';
import { mantineThemeCss } from './mantine-theme-css';

describe("the theme's stylesheet", () => {
  const css = mantineThemeCss();

  it("holds the theme's own variables in both schemes", () => {
    // web/src/app/theme.ts: filled controls darken shade 9 on hover (#087f5b by 10 %).
    expect(css).toMatch(/--mantine-color-teal-filled-hover:\s*(#077252|rgba\(7, 114, 82, 1\))/);
    expect(css).toContain('[data-mantine-color-scheme="dark"]');
    expect(css).toContain('--mantine-font-family: "Inter Variable"');
  });

  it("holds Mantine's responsive classes for each breakpoint", () => {
    for (const breakpoint of ['xs', 'sm', 'md', 'lg', 'xl']) {
      expect(css).toContain(`.mantine-visible-from-${breakpoint}`);
      expect(css).toContain(`.mantine-hidden-from-${breakpoint}`);
    }
  });
});
