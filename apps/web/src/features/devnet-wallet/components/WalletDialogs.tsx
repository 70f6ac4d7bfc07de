import { useStore } from '../../../lib/create-store';
import { pendingRequestStore } from '../wallet-ui.store';
import { ApproveDialog } from './ApproveDialog';
import { ConnectDialog } from './ConnectDialog';

export function WalletDialogs({ tonapiUrl }: { tonapiUrl: string }) {
  const request = useStore(pendingRequestStore);
  const done = () => pendingRequestStore.set(null);
  if (!request) return null;
  if (request.kind === 'connect')
    return <ConnectDialog key={request.host} request={request} tonapiUrl={tonapiUrl} onDone={done} />;
  return <ApproveDialog request={request} onDone={done} />;
}
