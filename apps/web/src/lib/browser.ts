// Full-page navigation behind an object, so tests can observe it: jsdom cannot leave the page.
export const browser = {
  assign: (url: string): void => window.location.assign(url),
  /** Hands a file to the browser's downloads under `fileName`. */
  save: (blob: Blob, fileName: string): void => {
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  },
}
