import { preloadRemote } from '@module-federation/enhanced/runtime';
import {
  federationName,
  hasCookieConsent,
  positionForPath,
  wizardEntryPath,
  wizardProgressState,
} from '@storefront/shared';
import { stepModule } from '../wizard-frame/step-modules';

/**
 * Fetches the code of the wizard step a page load opens on beside antd's, for a visitor who has
 * already consented: the remote's manifest and entry, and the step's own chunks as preloads (not
 * evaluated). Otherwise each would be requested only once antd has loaded and the wizard has
 * rendered, one after the other. A wrong guess (an address the wizard then corrects) costs a few
 * kilobytes; a remote that is down fails here quietly and again, visibly, when its slot loads it.
 */
export function preloadOpeningStep(pathname: string): void {
  if (!hasCookieConsent()) return;
  const position = positionForPath(pathname) ?? (pathname === wizardEntryPath ? wizardProgressState.read().shown : null);
  // Step 4's module depends on the product chosen (cards or loans): left to the wizard.
  if (!position || position.step === 4) return;
  const { remote, module } = stepModule(position, null);
  preloadRemote([
    { nameOrAlias: federationName(remote), exposes: [module], resourceCategory: 'sync', share: false, depsRemote: false },
  ]).catch(() => undefined);
}
