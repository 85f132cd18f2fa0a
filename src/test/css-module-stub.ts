/**
 * A stylesheet of ours in Jest (jest.config.ts): each class name is its own name, `styles.title`
 * is "title". jsdom draws nothing, so the rules themselves are the browser's to check: the e2e
 * journeys (dark-mode.spec.ts reads every element's computed colours) and one-theme.test.ts,
 * which reads the stylesheets' text.
 */
const classNames = new Proxy<Record<string, string>>(
  {},
  { get: (_target, name) => (name === '__esModule' ? false : String(name)) },
);

export default classNames;
