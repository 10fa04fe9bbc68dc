import { federationName, type RemoteName } from '@storefront/shared';

/** './HelpAndSupportPage' of support is requested as 'mfe_support/HelpAndSupportPage'. */
export function remoteModuleId(remote: RemoteName, module: string): string {
  return `${federationName(remote)}/${module.replace(/^\.\//, '')}`;
}
