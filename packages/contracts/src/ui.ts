// Layout values of the web app (spec §2, §9): breakpoints, colours, sizes and delays.
export const UI = {
  MODAL_FULLSCREEN_BELOW_PX: 860,
  BREAKPOINTS: { xs: 0, sm: 768, md: 1080, lg: 1400, xl: 1536 },
  PRIMARY_COLOR: '#ec7969',
  FOOTER_MAX_WIDTH_PX: 1400,
  LOGO: { desktop: { width: 131, height: 54 }, mobile: { width: 102, height: 43 } },
  FONT_FAMILY: 'sans-serif',
  LAZY_FALLBACK_DELAY_MS: 200,
  PROPOSAL_CLOSE_DELAY_MS: 2000,
  /**
   * Issue #26: a client's Decline waits this long, with Undo, before it is sent and the model
   * is told (leaving the page sends it at once).
   */
  DECLINE_UNDO_MS: 10_000,
  MESSAGE_CLOSE_DELAY_MS: 3000,
  DEFAULT_DESCRIPTION: 'Digital Casting Platform',
  COPYRIGHT_YEAR: 2025,
} as const
