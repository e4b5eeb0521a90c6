/** Whether a click on `dialog` landed on its backdrop: on the dialog element itself, outside its box. */
export function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  const outside =
    event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  return event.target === dialog && outside;
}
