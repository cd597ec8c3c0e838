import { useEffect, useState } from 'react';

const secondsLeft = (until: number | null): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds left until `until` (epoch ms), ticking every second; 0 once it has passed or with none. */
export const useCountdown = (until: number | null): number => {
  const [seconds, setSeconds] = useState(() => secondsLeft(until));
  useEffect(() => {
    setSeconds(secondsLeft(until));
    if (until === null) return;
    const timer = setInterval(() => {
      const left = secondsLeft(until);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
};

/** 75 → '1:15', for the resend button. */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
