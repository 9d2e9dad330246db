import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { createPublicApolloClient } from '../../../app/apollo.ts';
import { PreparationBoardScreen } from './PreparationBoardScreen.tsx';
import { boardLanguage } from './texts.ts';

const WAREHOUSE_ID = /^[1-9]\d{0,8}$/;

/**
 * /screen/preparation/:lng/:warehouseId, public: the screen on a warehouse's wall. Its own Apollo client,
 * subscriptions only over a socket without a token, whether someone is signed in on this browser or not.
 */
export default function PreparationBoardPage() {
  const { lng, warehouseId } = useParams();
  const [socket, setSocket] = useState<ReturnType<typeof createPublicApolloClient>>();
  useEffect(() => {
    const created = createPublicApolloClient();
    setSocket(created);
    return created.dispose;
  }, []);
  if (!socket) return null;
  return (
    <PreparationBoardScreen
      client={socket.client}
      status={socket.status}
      language={boardLanguage(lng)}
      warehouseId={warehouseId && WAREHOUSE_ID.test(warehouseId) ? Number(warehouseId) : null}
    />
  );
}
