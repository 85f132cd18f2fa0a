/** A stylesheet of ours (`Component.module.css`): its class names, local to it (docs/styling.md). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
