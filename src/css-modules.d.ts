/** A stylesheet of ours (`Component.module.css`): its class names, local to it (docs/styling.md). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/**
 * A global stylesheet, imported for its side effect only (app/theme/global.css, cropper.css):
 * TypeScript 6 checks that such an import resolves; it exports nothing to use.
 */
declare module '*.css' {}
