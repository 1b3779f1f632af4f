import { UI } from '@cnm/contracts'

/**
 * Design tokens that come from the contracts (spec §9) become CSS custom properties,
 * so the stylesheets never repeat a colour or a size. Breakpoints cannot be used in
 * media queries as variables; the stylesheets repeat those numbers with a comment.
 */
export function themeVariables(): Record<string, string> {
  const { BREAKPOINTS, LOGO } = UI
  return {
    '--color-primary': UI.PRIMARY_COLOR,
    '--font-family': `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, ${UI.FONT_FAMILY}`,
    '--footer-max-width': `${UI.FOOTER_MAX_WIDTH_PX}px`,
    '--content-max-width': `${BREAKPOINTS.lg}px`,
    '--logo-width': `${LOGO.desktop.width}px`,
    '--logo-height': `${LOGO.desktop.height}px`,
    '--logo-width-mobile': `${LOGO.mobile.width}px`,
    '--logo-height-mobile': `${LOGO.mobile.height}px`,
    ...Object.fromEntries(
      Object.entries(BREAKPOINTS).map(([name, px]) => [`--breakpoint-${name}`, `${px}px`]),
    ),
  }
}

/**
 * The variables as the stylesheet `theme-variables.css` holds them. That file is static so a
 * page painted from prerendered HTML has its tokens before any script runs; theme.test.ts
 * fails when it no longer matches the contracts (`pnpm --filter @cnm/web theme:css` rewrites it).
 */
export function themeStylesheet(): string {
  const lines = Object.entries(themeVariables()).map(([name, value]) => `  ${name}: ${value};`)
  return [
    '/* Generated from the contracts by `pnpm --filter @cnm/web theme:css` (src/styles/theme.ts). */',
    ':root {',
    ...lines,
    '}',
    '',
  ].join('\n')
}
