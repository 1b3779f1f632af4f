// Full-page navigation behind an object, so tests can observe it: jsdom cannot leave the page.
export const browser = {
  assign: (url: string): void => window.location.assign(url),
}
