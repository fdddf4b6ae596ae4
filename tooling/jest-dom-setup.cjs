require('@testing-library/jest-dom');

// jsdom has <dialog> but not its methods. The modal behaviour itself (top layer, inert page, close requests) is the
// browser's and is checked by the e2e suite in Chromium; here a dialog only needs to open and close (decision 0217).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
