/** A stylesheet of ours (`Component.module.css`): its class names, local to it (docs/styling.md). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** A global stylesheet imported for its side effect (app/theme/global.css, cropper.css): no exports. */
declare module '*.css';
