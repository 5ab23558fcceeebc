/** The browser's clock: the one place "today" is read; everything else receives a Clock. */
import { formatISO } from "date-fns/formatISO";
import type { Clock } from "../engine/index.ts";

export const systemClock: Clock = { today: () => formatISO(new Date(), { representation: "date" }) };
