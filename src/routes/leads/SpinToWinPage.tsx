import { SpinToWin } from '../../features/leads/SpinToWin.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';

export function SpinToWinPage() {
  return (
    <PageFrame title="Spin to Win" lead="Spin the wheel for a prize on your next purchase, then tell us where to send it.">
      <SpinToWin />
    </PageFrame>
  );
}
