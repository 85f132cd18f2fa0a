/**
 * The elements on the page that MUI drew (its `Mui…` class names) or emotion styled (`mui-…`),
 * for tests of the screens drawn without MUI (app/boot/load-screen.ts). No Testing Library query reads
 * class names, and the class names are what is checked.
 */
export const muiDrawnElements = (): Element[] =>
  [...document.body.querySelectorAll('[class]')].filter((element) =>
    /(^|\s)(Mui|mui-)/.test(element.getAttribute('class') ?? ''),
  );
