// jsdom 26 knows <dialog> and its `open` attribute but not showModal()/close()
// (jsdom/jsdom#3294). This stand-in does what the components rely on, as browsers do:
// showModal() opens and moves focus to the first focusable element inside, close() gives
// focus back to what had it before and fires "close", and an Escape nobody prevented
// becomes a cancelable "cancel" on the top-most modal dialog, which closes unless canceled.
// What it cannot do is make the page behind inert: jsdom has no inert and user-event's
// Tab ignores it, so the e2e suite checks that in Chromium.

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const modalStack: HTMLDialogElement[] = []
const openers = new WeakMap<HTMLDialogElement, Element | null>()

function showModal(this: HTMLDialogElement) {
  if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError')
  if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError')
  openers.set(this, document.activeElement)
  this.setAttribute('open', '')
  modalStack.push(this)
  const first =
    this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE)
  if (first) first.focus()
  else {
    // Like browsers, a dialog without a focusable element takes focus itself.
    if (!this.hasAttribute('tabindex')) this.tabIndex = -1
    this.focus()
  }
}

function close(this: HTMLDialogElement, returnValue?: string) {
  if (!this.open) return
  this.removeAttribute('open')
  if (returnValue !== undefined) this.returnValue = returnValue
  modalStack.splice(modalStack.indexOf(this), 1)
  const opener = openers.get(this)
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
  setTimeout(() => this.dispatchEvent(new Event('close')))
}

export function installDialogPolyfill() {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return
  HTMLDialogElement.prototype.showModal = showModal
  HTMLDialogElement.prototype.close = close
  // Last in the bubbling order, like a browser's default action.
  window.addEventListener('keydown', (event) => {
    const top = modalStack.filter((dialog) => dialog.isConnected).at(-1)
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}
