import { setDialect, setLongData } from '@mocks/handlers/dialect';
import { makeStore, type AppStore } from '@/app/store';
import { storeLoggedInAs } from './demo-login';
import type { AppParameters } from './stories';

/**
 * A story's world on the demo backend (whose db the caller has seeded anew): the wire dialect and
 * data profile it asks for, and its store, signed in as its account, with what the person had
 * already done. The component workshop's loader (.storybook/preview.tsx) and Jest's `renderStory`
 * (src/test/render-app.tsx) both make it here, so a test meets the state its story shows.
 */
export async function storyStore(app: AppParameters): Promise<AppStore> {
  setDialect(app.dialect ?? 'canonical');
  setLongData(app.longData === true);
  const state = app.state?.() ?? {};
  return app.as ? storeLoggedInAs(app.as, state) : makeStore(state);
}
