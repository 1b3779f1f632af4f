// jsdom has no HTMLDialogElement.showModal/close. This stand-in keeps what tests observe:
// `open`, the `close` and `cancel` events, Escape closing a modal dialog, and autofocus.
// It does not make the rest of the page inert.
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean }
  if (typeof proto.showModal === 'function' || proto.__polyfilled) return
  proto.__polyfilled = true

  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const dialogs = [...document.querySelectorAll<HTMLDialogElement>('dialog[open][data-modal]')]
    const top = dialogs.at(-1)
    if (!top) return
    const cancel = new Event('cancel', { cancelable: true })
    if (top.dispatchEvent(cancel)) top.close()
  }
  document.addEventListener('keydown', onEscape)

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return
    this.setAttribute('open', '')
    this.setAttribute('data-modal', '')
    const target =
      this.querySelector<HTMLElement>(
        'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
      ) ?? this
    if (target === this && !this.hasAttribute('tabindex')) this.tabIndex = -1
    target.focus()
  }
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return
    this.removeAttribute('open')
    this.removeAttribute('data-modal')
    if (returnValue !== undefined) this.returnValue = returnValue
    this.dispatchEvent(new Event('close'))
  }
}
