/**
 * What a screen's facts are made of (route-facts.ts reads the table into them; route-table.ts writes
 * the rows). Kept apart from both so that the table and the facts read from it import one way.
 */

export type TabKey = 'home' | 'myNft' | 'adjustment';

/** `<feature>/pages/<Name>Page`: a page module under src/features. */
export type ScreenModule = `${string}/pages/${string}Page`;

/** Every fact of a screen but where its back arrow leads (route-facts.ts types that by key). */
export interface ScreenFields {
  path: string;
  /**
   * The screen's module under src/features, `<feature>/pages/<Name>Page` (its default export).
   * The router loads it as its own chunk; a name that matches no file fails every route test.
   */
  screen: ScreenModule;
  /** The tabbed group has the logo header and the tab bar; every other screen a back arrow. */
  layout: 'tabbed' | 'sub';
  /** Sub-page header title ('' for none). */
  title: string;
  /**
   * The screen's own name, told apart from every other screen's: the page title ("투자 정보 입력 -
   * 뮤직론", screenTitle) and what a screen reader hears on arriving (app/ScreenChange.tsx).
   */
  name: string;
  /** The bottom tab this screen belongs to, if any. */
  tab: TabKey | null;
  /** Anonymous visitors may open it (spec §6); every other screen asks them to log in. */
  isPublic: boolean;
  /** The header shows the screen's own confirm action (the crop page). */
  headerAction?: true;
  /** The screen reads the registration draft: it waits until the stored draft is back. */
  readsDraft?: true;
}
