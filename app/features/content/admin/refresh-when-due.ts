import { useEffect } from "react";
import { useRevalidator } from "react-router";

/*
 * A scheduled entry is published by the server at its time; the page showing it then reads it
 * again by itself (shortly after the time, then every few seconds until it has changed), so staff
 * see 'Published' without reloading.
 */
export function useRefreshWhenDue(times: readonly (string | null)[]) {
  const { revalidate } = useRevalidator();
  const next = times
    .filter((time): time is string => Boolean(time))
    .map((time) => new Date(time).getTime())
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return;
    const wait = Math.max(1_000, next - Date.now() + 1_500);
    let interval: ReturnType<typeof setInterval> | undefined;
    const timer = setTimeout(() => {
      void revalidate();
      interval = setInterval(() => void revalidate(), 5_000);
    }, Math.min(wait, 2_147_000_000));
    return () => {
      clearTimeout(timer);
      clearInterval(interval);
    };
  }, [next, revalidate]);
}
