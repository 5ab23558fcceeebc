/** The quotes of the app's other tabs, as they answer the studio's question (see sessionChannel.ts). */
import { useCallback, useEffect, useState } from "react";
import { SESSION_CHANNEL, type SessionAnswer, type SessionQuestion } from "./sessionChannel.ts";

export interface ConsumerSessions {
  sessions: SessionAnswer[];
  /** Asks every app tab again; answers replace what those tabs said before. */
  ask(): void;
}

export function useConsumerSessions(): ConsumerSessions {
  const [channel] = useState(() => new BroadcastChannel(SESSION_CHANNEL));
  const [sessions, setSessions] = useState<SessionAnswer[]>([]);
  useEffect(() => {
    const listen = (event: MessageEvent<SessionAnswer>) => {
      if (event.data?.type !== "session") return;
      const answer = event.data;
      setSessions((before) => [...before.filter((s) => s.tab !== answer.tab), answer].sort((a, b) => a.tab.localeCompare(b.tab)));
    };
    channel.addEventListener("message", listen);
    channel.postMessage({ type: "ask" } satisfies SessionQuestion);
    return () => channel.removeEventListener("message", listen);
  }, [channel]);
  const ask = useCallback(() => channel.postMessage({ type: "ask" } satisfies SessionQuestion), [channel]);
  return { sessions, ask };
}
